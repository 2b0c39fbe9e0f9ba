import { type CommandMetadata, fold } from '../../shared';
import { deciderSpec } from '../../shared/testing/decider-spec';
import type { OrganisationCommand } from '../organisation.commands';
import { organisationDecider } from '../organisation.decider';
import type { OrganisationCreated, OrganisationEvent } from '../organisation.events';
import { lifecycleTimers } from './lifecycle-timers';
import { accountStatusOf } from './organisation-lifecycle';

const spec = deciderSpec(organisationDecider);
const orgId = 'trial_co';
const CREATED_AT = '2025-01-01T09:00:00.000Z';
const TRIAL_END = '2025-02-15T09:00:00.000Z';

const at = (now: string): CommandMetadata => ({ organisationId: orgId, actor: { userId: 'super-1', email: 'super@profyle.example' }, correlationId: 'corr-1', now });
const command = <T extends OrganisationCommand['type']>(type: T, now: string, data: Extract<OrganisationCommand, { type: T }>['data'] = {} as never): OrganisationCommand =>
  ({ type, data, metadata: at(now) }) as OrganisationCommand;

const created = (overrides: Partial<OrganisationCreated['data']> = {}): OrganisationCreated => ({
  type: 'OrganisationCreated',
  data: {
    organisationId: orgId,
    name: 'Trial Co',
    isDemo: true,
    isPartner: false,
    partnerId: null,
    intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
    subscriptions: { type: 'Enterprise', purchased: 3 },
    nfcCards: { purchased: 0 },
    features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
    supportEmail: null,
    createdAt: CREATED_AT,
    demoExpiresOn: TRIAL_END,
    ...overrides,
  },
});
const customer = () => created({ isDemo: false, demoExpiresOn: undefined });
const expired: OrganisationEvent = { type: 'TrialExpired', data: { demoExpiresOn: TRIAL_END } };
const closed = (on: string, deleteAfter: string): OrganisationEvent => ({ type: 'OrganisationClosed', data: { closed: on, deleteAfter, reason: 'closed_by_superadmin' } });
const stateAfter = (...events: OrganisationEvent[]) => fold(organisationDecider, events);

describe('organisation lifecycle', () => {
  describe('a new trial', () => {
    it('ends 45 days after it was created unless told otherwise', () => {
      spec
        .given()
        .when(command('CreateOrganisation', CREATED_AT, { organisationId: orgId, name: 'Trial Co', isDemo: true }))
        .then(expect.objectContaining({ type: 'OrganisationCreated', data: expect.objectContaining({ isDemo: true, demoExpiresOn: TRIAL_END }) }) as never);
    });

    it('takes its own length (90 days with a card, or an affiliate’s)', () => {
      const [event] = organisationDecider.decide(command('CreateOrganisation', CREATED_AT, { organisationId: orgId, name: 'Trial Co', isDemo: true, trialDays: 90 }), stateAfter());
      expect((event as OrganisationCreated).data.demoExpiresOn).toBe('2025-04-01T09:00:00.000Z');
    });

    it('refuses a length that is not a whole number of days', () => {
      const error = spec.given().when(command('CreateOrganisation', CREATED_AT, { organisationId: orgId, name: 'Trial Co', isDemo: true, trialDays: 0 })).thenThrows('organisation.trial_days_invalid');
      expect(error.errors).toEqual([{ path: 'trial_duration', msg: 'Please enter a trial length of at least 1 day' }]);
    });

    it('reads trials stored before they carried an end as ending 45 days after creation', () => {
      expect(stateAfter(created({ demoExpiresOn: undefined })).demoExpiresOn).toBe(TRIAL_END);
    });

    it('is active until it expires, then expired', () => {
      expect(accountStatusOf(stateAfter(created()))).toBe('trial');
      expect(accountStatusOf(stateAfter(created(), expired))).toBe('trial_expired');
      expect(accountStatusOf(stateAfter(customer()))).toBe('customer');
    });
  });

  describe('ExpireTrial (sent by the scheduler at demoExpiresOn)', () => {
    it('expires a trial whose end has passed', () => {
      spec.given(created()).when(command('ExpireTrial', TRIAL_END)).then(expired);
    });

    it('records nothing before the end, twice, after an extension moved the end, or for a customer', () => {
      spec.given(created()).when(command('ExpireTrial', '2025-02-15T08:59:59.999Z')).then();
      spec.given(created(), expired).when(command('ExpireTrial', '2025-03-01T00:00:00.000Z')).then();
      spec
        .given(created(), { type: 'TrialExtended', data: { days: 45, demoExpiresOn: '2025-04-01T09:00:00.000Z', previousExpiresOn: TRIAL_END, reactivated: false } })
        .when(command('ExpireTrial', TRIAL_END))
        .then();
      spec.given(customer()).when(command('ExpireTrial', TRIAL_END)).then();
      spec.given().when(command('ExpireTrial', TRIAL_END)).then();
    });
  });

  describe('ExtendTrial', () => {
    it('adds 45 days to an active trial’s end', () => {
      spec
        .given(created())
        .when(command('ExtendTrial', '2025-02-01T00:00:00.000Z'))
        .then({ type: 'TrialExtended', data: { days: 45, demoExpiresOn: '2025-04-01T09:00:00.000Z', previousExpiresOn: TRIAL_END, reactivated: false } });
    });

    it('reactivates an expired trial for 45 days from now', () => {
      const now = '2025-03-10T12:00:00.000Z';
      spec
        .given(created(), expired)
        .when(command('ExtendTrial', now))
        .then({ type: 'TrialExtended', data: { days: 45, demoExpiresOn: '2025-04-24T12:00:00.000Z', previousExpiresOn: TRIAL_END, reactivated: true } });
      const after = stateAfter(created(), expired, ...organisationDecider.decide(command('ExtendTrial', now), stateAfter(created(), expired)));
      expect(after).toMatchObject({ isDemoExpired: false, demoExpiresOn: '2025-04-24T12:00:00.000Z' });
      expect(accountStatusOf(after)).toBe('trial');
    });

    it('refuses a customer account, a closed one and one that does not exist', () => {
      spec.given(customer()).when(command('ExtendTrial', TRIAL_END)).thenThrows('organisation.not_trial', 'This is not a demo account');
      spec.given(created(), closed('2025-02-01T00:00:00.000Z', '2025-05-02T00:00:00.000Z')).when(command('ExtendTrial', TRIAL_END)).thenThrows('organisation.reopen_first');
      spec.given().when(command('ExtendTrial', TRIAL_END)).thenThrows('organisation.not_found');
    });
  });

  describe('UpgradeToLive', () => {
    it('turns a trial, active or expired, into a customer account', () => {
      spec.given(created(), expired).when(command('UpgradeToLive', '2025-03-01T00:00:00.000Z')).then({ type: 'OrganisationUpgradedToLive', data: { upgradedAt: '2025-03-01T00:00:00.000Z' } });
      const after = stateAfter(created(), expired, { type: 'OrganisationUpgradedToLive', data: { upgradedAt: '2025-03-01T00:00:00.000Z' } });
      expect(after).toMatchObject({ isDemo: false, isDemoExpired: false, demoExpiresOn: null });
      expect(accountStatusOf(after)).toBe('customer');
    });

    it('refuses a customer account', () => {
      spec.given(customer()).when(command('UpgradeToLive', TRIAL_END)).thenThrows('organisation.not_trial');
    });
  });

  describe('closing and reopening', () => {
    const closeAt = '2025-06-01T10:00:00.000Z';
    const keptUntil = '2025-08-30T10:00:00.000Z';

    it('closes now and keeps the data for 90 days', () => {
      spec.given(customer()).when(command('CloseOrganisation', closeAt)).then(closed(closeAt, keptUntil));
      expect(accountStatusOf(stateAfter(customer(), closed(closeAt, keptUntil)))).toBe('closed');
    });

    it('refuses to close twice', () => {
      spec.given(customer(), closed(closeAt, keptUntil)).when(command('CloseOrganisation', closeAt)).thenThrows('organisation.already_closed', 'This account is already closed');
    });

    it('closes then reopens, leaving the account as it was', () => {
      const reopened: OrganisationEvent = { type: 'OrganisationReopened', data: { reopenedAt: '2025-06-02T00:00:00.000Z', previouslyClosed: closeAt } };
      spec.given(customer(), closed(closeAt, keptUntil)).when(command('ReopenOrganisation', '2025-06-02T00:00:00.000Z')).then(reopened);
      const after = stateAfter(customer(), closed(closeAt, keptUntil), reopened);
      expect(after).toMatchObject({ closed: null, deleteAfter: null, pendingDeletion: false });
      expect(accountStatusOf(after)).toBe('customer');
      expect(accountStatusOf(stateAfter(created(), closed(closeAt, keptUntil), reopened))).toBe('trial');
    });

    it('refuses to reopen an open account', () => {
      spec.given(customer()).when(command('ReopenOrganisation', closeAt)).thenThrows('organisation.not_closed', 'This account is not closed');
    });

    it('marks a still-closed organisation pending deletion once deleteAfter passed, and only then', () => {
      spec.given(customer(), closed(closeAt, keptUntil)).when(command('MarkDeletionPending', keptUntil)).then({ type: 'OrganisationDeletionPending', data: { deleteAfter: keptUntil } });
      spec.given(customer(), closed(closeAt, keptUntil)).when(command('MarkDeletionPending', '2025-08-30T09:59:59.000Z')).then();
      spec.given(customer()).when(command('MarkDeletionPending', keptUntil)).then();
      const pending = stateAfter(customer(), closed(closeAt, keptUntil), { type: 'OrganisationDeletionPending', data: { deleteAfter: keptUntil } });
      expect(accountStatusOf(pending)).toBe('pending_deletion');
    });

    it('reopens an organisation pending deletion: its data is still there', () => {
      const pending: OrganisationEvent = { type: 'OrganisationDeletionPending', data: { deleteAfter: keptUntil } };
      const later = '2025-09-01T00:00:00.000Z';
      spec.given(customer(), closed(closeAt, keptUntil), pending).when(command('ReopenOrganisation', later)).then({ type: 'OrganisationReopened', data: { reopenedAt: later, previouslyClosed: closeAt } });
    });
  });

  describe('an account that does not renew', () => {
    const now = '2025-06-01T00:00:00.000Z';
    const closeAfter = '2025-12-31T00:00:00.000Z';
    const set: OrganisationEvent = { type: 'OrganisationCloseAfterChanged', data: { closeAfter, previous: null } };

    it('gets a closeAfter date in the future, which can be cleared again', () => {
      spec.given(customer()).when(command('SetCloseAfter', now, { closeAfter: '2025-12-31' })).then(set);
      spec.given(customer(), set).when(command('SetCloseAfter', now, { closeAfter: null })).then({ type: 'OrganisationCloseAfterChanged', data: { closeAfter: null, previous: closeAfter } });
      spec.given(customer(), set).when(command('SetCloseAfter', now, { closeAfter })).then();
    });

    it('refuses a date that has passed or is not a date', () => {
      for (const closeAfterValue of ['2025-05-01', 'soon']) {
        const error = spec.given(customer()).when(command('SetCloseAfter', now, { closeAfter: closeAfterValue })).thenThrows('organisation.close_after_invalid');
        expect(error.errors).toEqual([{ path: 'close_after', msg: 'Please choose a date in the future' }]);
      }
    });

    it('closes once closeAfter passed (scheduler), not before and not when cleared', () => {
      spec
        .given(customer(), set)
        .when(command('CloseNotRenewed', closeAfter))
        .then({ type: 'OrganisationClosed', data: { closed: closeAfter, deleteAfter: '2026-03-31T00:00:00.000Z', reason: 'not_renewed' } });
      spec.given(customer(), set).when(command('CloseNotRenewed', '2025-12-30T00:00:00.000Z')).then();
      spec.given(customer(), set, { type: 'OrganisationCloseAfterChanged', data: { closeAfter: null, previous: closeAfter } }).when(command('CloseNotRenewed', closeAfter)).then();
    });

    it('forgets a closeAfter that has passed when the account is reopened', () => {
      const closedOnDate: OrganisationEvent = { type: 'OrganisationClosed', data: { closed: closeAfter, deleteAfter: '2026-03-31T00:00:00.000Z', reason: 'not_renewed' } };
      const reopened: OrganisationEvent = { type: 'OrganisationReopened', data: { reopenedAt: '2026-01-05T00:00:00.000Z', previouslyClosed: closeAfter } };
      expect(stateAfter(customer(), set, closedOnDate, reopened).closeAfter).toBeNull();
    });
  });

  describe('partners and sample data', () => {
    it('marks an organisation as a partner and back, recording nothing when unchanged', () => {
      spec.given(customer()).when(command('ChangePartnerStatus', CREATED_AT, { isPartner: true })).then({ type: 'PartnerStatusChanged', data: { isPartner: true } });
      spec.given(customer(), { type: 'PartnerStatusChanged', data: { isPartner: true } }).when(command('ChangePartnerStatus', CREATED_AT, { isPartner: true })).then();
      expect(stateAfter(customer(), { type: 'PartnerStatusChanged', data: { isPartner: true } }).isPartner).toBe(true);
    });

    it('records a sample data run on an open organisation only', () => {
      const counts = { people: 8, groups: 3, locations: 2, layouts: 1, introductions: 12 };
      spec.given(created()).when(command('RecordSampleData', CREATED_AT, counts)).then({ type: 'SampleDataAdded', data: counts });
      spec.given(created(), closed(CREATED_AT, TRIAL_END)).when(command('RecordSampleData', CREATED_AT, counts)).thenThrows('organisation.reopen_first');
    });
  });

  describe('the timers it waits for', () => {
    const timersAfter = (...events: OrganisationEvent[]) => lifecycleTimers(orgId, stateAfter(...events)).map(({ kind, dueAt }) => [kind, dueAt]);
    const closeAfter = '2025-06-01T00:00:00.000Z';

    it('an active trial waits for its end; an extension moves the timer to a new item', () => {
      expect(timersAfter(created())).toEqual([['organisation.expire-trial', TRIAL_END]]);
      const extendedTo = '2025-04-01T09:00:00.000Z';
      const [timer] = lifecycleTimers(orgId, stateAfter(created(), { type: 'TrialExtended', data: { days: 45, demoExpiresOn: extendedTo, previousExpiresOn: TRIAL_END, reactivated: false } }));
      expect(timer).toEqual({ kind: 'organisation.expire-trial', itemId: `organisation.expire-trial:${orgId}:${extendedTo}`, dueAt: extendedTo });
    });

    it('an expired trial and a customer wait for nothing; a non-renewing account for its closing date', () => {
      expect(timersAfter(created(), expired)).toEqual([]);
      expect(timersAfter(customer())).toEqual([]);
      expect(timersAfter(customer(), { type: 'OrganisationCloseAfterChanged', data: { closeAfter, previous: null } })).toEqual([['organisation.close-not-renewed', closeAfter]]);
    });

    it('a closed organisation waits for deleteAfter, and no longer once pending deletion or reopened', () => {
      const deleteAfter = '2025-04-01T09:00:00.000Z';
      expect(timersAfter(customer(), closed(CREATED_AT, deleteAfter))).toEqual([['organisation.mark-deletion-pending', deleteAfter]]);
      expect(timersAfter(customer(), closed(CREATED_AT, deleteAfter), { type: 'OrganisationDeletionPending', data: { deleteAfter } })).toEqual([]);
      expect(timersAfter(customer(), closed(CREATED_AT, deleteAfter), { type: 'OrganisationReopened', data: { reopenedAt: deleteAfter, previouslyClosed: CREATED_AT } })).toEqual([]);
    });
  });
});
