import { assertNever, type Command, type CommandMetadata, type Decider, DomainError, type DomainEvent, type FieldError, streamId } from '../shared';
import { changedFields } from '../shared/changed-fields';

/**
 * A custom field of the organisation's Profyles (spec 001 section 3): a name, the vCard kind it is
 * exported as (tel, url, adr, email, note), the vCard type (empty, work, home), whether it hides when a
 * person leaves it empty, and a default value. Stream `customfield-<id>`.
 */
export const CUSTOM_FIELD_KINDS = ['tel', 'url', 'adr', 'email', 'note'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];
export const CUSTOM_FIELD_TYPES = ['', 'work', 'home'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export interface CustomFieldDetails {
  name: string;
  vcard: CustomFieldKind | '';
  vcard_type: CustomFieldType;
  hide: boolean;
  default: string;
}

export const CUSTOM_FIELD_ERROR_CODES = { notFound: 'custom_field.not_found', exists: 'custom_field.exists', nameRequired: 'custom_field.name_required', typeRequired: 'custom_field.type_required' } as const;
export const CUSTOM_FIELD_ERROR_MESSAGES = { notFound: 'Custom field not found', exists: 'Custom field already exists', nameRequired: 'Name is required', typeRequired: 'Type is required' } as const;

export type CustomFieldCreated = DomainEvent<'CustomFieldCreated', { customFieldId: string; organisationId: string; details: CustomFieldDetails; createdAt: string; createdBy: string }>;
export type CustomFieldChanged = DomainEvent<
  'CustomFieldChanged',
  { customFieldId: string; details: CustomFieldDetails; changed: (keyof CustomFieldDetails)[]; updatedAt: string; updatedBy: string }
>;
export type CustomFieldEvent = CustomFieldCreated | CustomFieldChanged;
export const CUSTOM_FIELD_EVENT_TYPES: readonly CustomFieldEvent['type'][] = ['CustomFieldCreated', 'CustomFieldChanged'];

export type CreateCustomField = Command<'CreateCustomField', { customFieldId: string; organisationId: string; details: CustomFieldDetails }, CommandMetadata>;
export type ChangeCustomField = Command<'ChangeCustomField', { customFieldId: string; details: CustomFieldDetails }, CommandMetadata>;
export type CustomFieldCommand = CreateCustomField | ChangeCustomField;

export interface CustomFieldState {
  status: 'absent' | 'active';
  customFieldId: string;
  organisationId: string;
  details: CustomFieldDetails;
}

export const CUSTOM_FIELD_STREAM_CATEGORY = 'customfield';
/** `customfield-<customFieldId>` */
export const customFieldStreamId = (customFieldId: string): string => streamId(CUSTOM_FIELD_STREAM_CATEGORY, customFieldId);

const initialCustomFieldState = (): CustomFieldState => ({ status: 'absent', customFieldId: '', organisationId: '', details: { name: '', vcard: 'note', vcard_type: '', hide: false, default: '' } });

const evolveCustomField = (state: CustomFieldState, event: CustomFieldEvent): CustomFieldState => {
  switch (event.type) {
    case 'CustomFieldCreated':
      return { status: 'active', customFieldId: event.data.customFieldId, organisationId: event.data.organisationId, details: event.data.details };
    case 'CustomFieldChanged':
      return { ...state, details: event.data.details };
    default:
      return assertNever(event);
  }
};

/** Name and type (the vCard kind) are required (spec 001 section 5). */
export const normaliseCustomFieldDetails = (details: CustomFieldDetails): CustomFieldDetails => {
  const normalised: CustomFieldDetails = { ...details, name: details.name.trim(), default: details.default.trim() };
  const problems: (FieldError & { code: string })[] = [];
  if (normalised.name === '') problems.push({ code: CUSTOM_FIELD_ERROR_CODES.nameRequired, path: 'name', msg: CUSTOM_FIELD_ERROR_MESSAGES.nameRequired });
  if (!(CUSTOM_FIELD_KINDS as readonly string[]).includes(normalised.vcard)) {
    problems.push({ code: CUSTOM_FIELD_ERROR_CODES.typeRequired, path: 'vcard', msg: CUSTOM_FIELD_ERROR_MESSAGES.typeRequired });
  }
  const [first] = problems;
  if (first) throw new DomainError(first.code, first.msg, 'validation', problems.map(({ path, msg }) => ({ path, msg })));
  return normalised;
};

const decideCustomField = (command: CustomFieldCommand, state: CustomFieldState): CustomFieldEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'CreateCustomField': {
      if (state.status !== 'absent') throw new DomainError(CUSTOM_FIELD_ERROR_CODES.exists, CUSTOM_FIELD_ERROR_MESSAGES.exists, 'conflict');
      const { customFieldId, organisationId } = command.data;
      const details = normaliseCustomFieldDetails(command.data.details);
      return [{ type: 'CustomFieldCreated', data: { customFieldId, organisationId, details, createdAt: metadata.now, createdBy: metadata.actor.userId } }];
    }
    case 'ChangeCustomField': {
      if (state.status !== 'active' || state.organisationId !== metadata.organisationId) {
        throw new DomainError(CUSTOM_FIELD_ERROR_CODES.notFound, CUSTOM_FIELD_ERROR_MESSAGES.notFound, 'not_found');
      }
      const details = normaliseCustomFieldDetails(command.data.details);
      const changed = changedFields(state.details, details);
      if (changed.length === 0) return [];
      return [{ type: 'CustomFieldChanged', data: { customFieldId: state.customFieldId, details, changed, updatedAt: metadata.now, updatedBy: metadata.actor.userId } }];
    }
    default:
      return assertNever(command);
  }
};

export const customFieldDecider: Decider<CustomFieldCommand, CustomFieldEvent, CustomFieldState> = {
  initialState: initialCustomFieldState,
  evolve: evolveCustomField,
  decide: decideCustomField,
};
