import { LOCATION_MESSAGES } from '@profyle/contracts/locations';
import { icuText } from '../../app/i18n/icu-text';

/**
 * The English texts of the address pages, registered when their chunk loads. `{label}` is the
 * organisation's word for addresses (plural) and `{singular}` its singular, so 'No addresses available'
 * reads 'No offices available' for an organisation that calls them Offices.
 */
export const ADDRESSES_EN = {
  'addresses.count': '{total, plural, one {# {singular}} other {# {label}}}',
  'addresses.new': 'New {singular}',
  'addresses.newTile': 'New {singular}',
  'addresses.edit': 'Edit {singular}',
  'addresses.empty': 'No {label} available',
  'addresses.emptyBody': 'People and groups can show these on their Profyles.',
  'addresses.name': 'Name',
  'addresses.line1': 'Address Line 1',
  'addresses.line2': 'Address Line 2',
  'addresses.city': 'City',
  'addresses.region': 'Region',
  'addresses.postcode': 'Postcode',
  'addresses.country': 'Country',
  'addresses.lat': 'Latitude',
  'addresses.lng': 'Longitude',
  'addresses.image': 'Image',
  'addresses.imageHint': 'PNG or JPG, ideally about 800 × 300 pixels.',
  'addresses.create': 'Create {singular}',
  'addresses.save': 'Save changes',
  'addresses.created': LOCATION_MESSAGES.created('{name}'),
  'addresses.updated': LOCATION_MESSAGES.updated('{name}'),
  'addresses.createError': LOCATION_MESSAGES.createError,
  'addresses.updateError': LOCATION_MESSAGES.updateError,
  'addresses.nameRequired': LOCATION_MESSAGES.nameRequired,
  'addresses.line1Required': LOCATION_MESSAGES.line1Required,
  'addresses.loadError': LOCATION_MESSAGES.loadError('{message}'),
  'addresses.details': 'Details',
  'addresses.usedBy': 'Used by',
  'addresses.usedByGroups': 'Groups',
  'addresses.usedByPeople': 'People',
  'addresses.unused': 'No group or person uses this {singular} yet.',
  'addresses.history': 'Change history',
  'addresses.history.created': 'Created by {by}',
  'addresses.history.updated': 'Changed {fields} ({by})',
  'addresses.history.deleted': 'Deleted by {by}',
  'addresses.deleteTitle': 'Delete {singular}',
  'addresses.deleteConfirm': 'Delete {name}? This cannot be undone.',
  'addresses.deleteInUse': 'This {singular} is still used. Remove it from these groups and people before deleting it:',
  'addresses.deleteSubmit': 'Delete {singular}',
  'addresses.deleted': icuText(LOCATION_MESSAGES.deleted('{name}')),
  'addresses.deleteError': icuText(LOCATION_MESSAGES.deleteError('{name}', '{errorMessage}')),
} as const;
