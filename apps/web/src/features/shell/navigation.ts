import type { MessageKey } from '../../app/i18n';
import type { IconName } from '../../shared/ui/icons';

export interface NavLinkEntry {
  label: MessageKey;
  to: string;
  icon?: IconName;
  /** The spec's 'New' badge. */
  isNew?: boolean;
}

export interface NavGroupEntry {
  label: MessageKey;
  icon: IconName;
  children: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export const isGroup = (entry: NavEntry): entry is NavGroupEntry => 'children' in entry;

/**
 * The sidebar of spec 000 section 2, in its order. The sidebar shows an entry only once its page exists
 * in the route table (`offeredEntries`), so a module that lands appears by adding its routes.
 */
export const NAVIGATION: NavEntry[] = [
  { label: 'nav.dashboard', to: '/portal/dashboard', icon: 'dashboard' },
  { label: 'nav.analytics', to: '/portal/analytics', icon: 'analytics' },
  { label: 'nav.contacts', to: '/portal/contacts', icon: 'contacts', isNew: true },
  { label: 'nav.people', to: '/portal/people', icon: 'people' },
  {
    label: 'nav.nfcCards',
    icon: 'card',
    children: [
      { label: 'nav.yourCards', to: '/portal/nfc/cards' },
      { label: 'nav.designLibrary', to: '/portal/nfc/designs' },
    ],
  },
  { label: 'nav.groups', to: '/portal/groups', icon: 'groups' },
  { label: 'nav.addresses', to: '/portal/addresses', icon: 'addresses' },
  { label: 'nav.events', to: '/portal/events', icon: 'events', isNew: true },
  { label: 'nav.layouts', to: '/portal/layouts', icon: 'layouts' },
  { label: 'nav.customFields', to: '/portal/custom-fields', icon: 'customFields' },
  {
    label: 'nav.admins',
    icon: 'admins',
    children: [
      { label: 'nav.adminUsers', to: '/portal/admins/users' },
      { label: 'nav.inviteAdmin', to: '/portal/admins/invite' },
      { label: 'nav.auditLog', to: '/portal/admins/audit' },
    ],
  },
  { label: 'nav.settings', to: '/portal/settings', icon: 'settings' },
  { label: 'nav.integrations', to: '/portal/integrations', icon: 'integrations' },
  { label: 'nav.billing', to: '/portal/billing', icon: 'billing' },
  { label: 'nav.partnerOffers', to: '/portal/offers', icon: 'offers', isNew: true },
];

/** Superadmins also get this section (spec 000 section 2). */
export const SUPERADMIN_NAVIGATION: NavLinkEntry[] = [
  { label: 'nav.admin', to: '/portal/admin', icon: 'admin' },
  { label: 'nav.organisations', to: '/portal/orgs', icon: 'organisations' },
  { label: 'nav.history', to: '/portal/history', icon: 'clock' },
  { label: 'nav.production', to: '/portal/production', icon: 'production' },
  { label: 'nav.affiliates', to: '/portal/affiliates', icon: 'affiliates' },
  { label: 'nav.partners', to: '/portal/partners', icon: 'partners' },
];

/**
 * The entries whose page exists: a link when `hasPage(to)`, a group with those of its children that
 * have one (and not at all when none has).
 */
export const offeredEntries = (entries: NavEntry[], hasPage: (to: string) => boolean): NavEntry[] =>
  entries.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return hasPage(entry.to) ? [entry] : [];
    const children = entry.children.filter((child) => hasPage(child.to));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
