/**
 * The superadmin's organisation tools on the dashboard (spec 000 sections 4, 6, 7 and 8): close,
 * reopen, extend a trial, sample data, upgrade to live, closeAfter, partner status. No zod here: the
 * dashboard (a first-load page) imports these texts.
 *
 * POST /v1/enterprise/{orgId}/close-account, /reopen-account, /extend-demo, /add-sample-data (empty
 * bodies) and /upgrade-to-live; PUT /v1/enterprise/{orgId}/close-after {close_after: date | null};
 * PUT /v1/enterprise/{orgId}/partner {is_partner}. Superadmin only; each answers 200 with the
 * organisation (OrganisationView), add-sample-data with what it added.
 */
import { LIFECYCLE_ERROR_MESSAGES } from '@profyle/domain';

/** The domain's refusals, as the api answers them (the screens' snackbars are in the web's superadmin catalogue). */
export const LIFECYCLE_MESSAGES = { ...LIFECYCLE_ERROR_MESSAGES } as const;

/** 200 of POST /v1/enterprise/{orgId}/add-sample-data: what this run added (a second run adds what is missing). */
export interface SampleDataResult {
  people: number;
  groups: number;
  locations: number;
  layouts: number;
  introductions: number;
}
