import { z } from 'zod';
import type { AccountStatus } from '@profyle/domain';
import { adminPageFields, queryText } from './admin-users';

/**
 * The superadmin's organisations list (/portal/orgs, spec 002 sections 2 and 9) and the partners list.
 *
 * GET /v1/organisations?tab&search&page_size&after[&partner=true] (superadmin) -> OrganisationsPage.
 * - tab: all (default), customers, active_demos, new_demos (created in the last 3 days), expired_demos,
 *   closed (pending deletion included); each tab has its own order (see ORGANISATION_TAB_DATES);
 * - search: a case-insensitive part of the name or the id;
 * - page_size: 10, 20, 50 (default), 100, 200; after: the `next` cursor of the previous page;
 * - partner=true: partner organisations only, by name (the partners list).
 */

export const ORGANISATION_TABS = ['all', 'customers', 'active_demos', 'new_demos', 'expired_demos', 'closed'] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

/** The date column each tab shows. */
export const ORGANISATION_TAB_DATES: Record<OrganisationTab, 'created' | 'expires' | 'expired' | 'closed'> = {
  all: 'created',
  customers: 'created',
  active_demos: 'expires',
  new_demos: 'created',
  expired_demos: 'expired',
  closed: 'closed',
};

export const ORGANISATION_SEARCH_MAX = 100;
const CURSOR_MAX = 2000;

/** A cursor (`after`) from another list, or one a client made up. */
export const CURSOR_INVALID = 'This page link is no longer valid. Please start from the first page.';

/** The query parameters of the admin tables' cursor pages: the `next` of the previous page. */
export const cursorParameter = () => queryText('Page link', CURSOR_MAX);

export const ORGANISATIONS_LIST_MESSAGES = {
  tabInvalid: `Tab must be one of ${ORGANISATION_TABS.join(', ')}`,
  cursorInvalid: CURSOR_INVALID,
  partnerInvalid: 'Partner must be true or false',
} as const;

export const organisationsListQuerySchema = z.object({
  tab: z.preprocess((value) => (Array.isArray(value) ? value[0] : value) || undefined, z.enum(ORGANISATION_TABS, { error: ORGANISATIONS_LIST_MESSAGES.tabInvalid }).default('all')),
  search: queryText('Search', ORGANISATION_SEARCH_MAX),
  page_size: adminPageFields.page_size,
  after: cursorParameter(),
  partner: queryText('Partner')
    .refine((value) => value === undefined || value === 'true' || value === 'false', { error: ORGANISATIONS_LIST_MESSAGES.partnerInvalid })
    .transform((value) => value === 'true'),
});
export type OrganisationsListQuery = z.output<typeof organisationsListQuerySchema>;

/** One row: Name, Org size, Subscriptions used/purchased, Account Type and the tab's date. */
export interface OrganisationListItem {
  id: string;
  name: string;
  orgSize: number;
  subscriptions: { used: number; purchased: number };
  /** The plan: Enterprise, Legacy Enterprise, Friends & Family. */
  accountType: string;
  accountStatus: AccountStatus;
  isDemo: boolean;
  isPartner: boolean;
  createdAt: string;
  demoExpiresOn: string | null;
  closed: string | null;
  deleteAfter: string | null;
}

export interface OrganisationsPage {
  data: OrganisationListItem[];
  /** How many organisations the tab (and search) holds. */
  total: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}
