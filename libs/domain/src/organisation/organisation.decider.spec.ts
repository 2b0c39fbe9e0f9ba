import { type CommandMetadata, fold } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { OrganisationCommand } from './organisation.commands';
import { previewSubscriptionAssignments } from './assignment-preview';
import { organisationDecider, organisationStreamId } from './organisation.decider';
import type { OrganisationCreated, OrganisationEvent } from './organisation.events';

const spec = deciderSpec(organisationDecider);
const orgId = 'org-1';
const now = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: orgId, actor: { userId: 'user-1', email: 'admin@example.com' }, correlationId: 'corr-1', now };

const command = <C extends OrganisationCommand>(type: C['type'], data: C['data']): OrganisationCommand =>
  ({ type, data, metadata }) as OrganisationCommand;

const created = (overrides: Partial<OrganisationCreated['data']> = {}): OrganisationCreated => ({
  type: 'OrganisationCreated',
  data: {
    organisationId: orgId,
    name: 'Acme',
    isDemo: false,
    isPartner: false,
    partnerId: null,
    intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
    subscriptions: { type: 'Enterprise', purchased: 5 },
    nfcCards: { purchased: 2 },
    features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
    supportEmail: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  },
});

const claimed = (personId: string, email: string): OrganisationEvent => ({ type: 'PersonEmailClaimed', data: { personId, email } });
const released = (personId: string, email: string): OrganisationEvent => ({ type: 'PersonEmailReleased', data: { personId, email } });
/** The id of the test card with this short code. */
const cardIdOf = (cardShortCode: string): string => `${cardShortCode}${'0'.repeat(26)}`;
const assigned = (personId: string, type: 'digital' | 'nfc', cardShortCode: string | null, used: number, nfcUsed: number, sendEmail = true): OrganisationEvent => ({
  type: 'SubscriptionAssigned',
  data: { personId, type, cardShortCode, cardId: cardShortCode && cardIdOf(cardShortCode), digitalId: null, sendEmail, used, nfcUsed },
});
const removed = (personId: string, type: 'digital' | 'nfc', cardShortCode: string | null, used: number, nfcUsed: number, reason: 'removed' | 'person_deleted' = 'removed'): OrganisationEvent => ({
  type: 'SubscriptionRemoved',
  data: { personId, type, cardShortCode, cardId: cardShortCode && cardIdOf(cardShortCode), digitalId: null, used, nfcUsed, reason },
});
/** A card allocated to the organisation; `purchased` is the new total (2 cards come with `created()`). */
const allocated = (cardShortCode: string, purchased: number, demo = false): OrganisationEvent => ({
  type: 'NfcCardAllocated',
  data: { cardId: cardIdOf(cardShortCode), cardShortCode, demo, purchased },
});
const cardAdded = (personId: string, cardShortCode: string, nfcUsed: number, sendEmail = true): OrganisationEvent => ({
  type: 'SubscriptionCardAdded',
  data: { personId, cardId: cardIdOf(cardShortCode), cardShortCode, sendEmail, nfcUsed },
});
const cardReleased = (personId: string, cardShortCode: string, reason: 'reset' | 'lost', nfcUsed: number): OrganisationEvent => ({
  type: 'SubscriptionCardReleased',
  data: { personId, cardId: cardIdOf(cardShortCode), cardShortCode, reason, nfcUsed },
});
const cardLost = (cardShortCode: string, purchased: number): OrganisationEvent => ({ type: 'NfcCardLost', data: { cardId: cardIdOf(cardShortCode), cardShortCode, purchased } });
/** An assignment by short code, with the card id the caller looked up for it. */
const assignNfc = (personId: string, cardShortCode: string, cardId: string | null = cardIdOf(cardShortCode.trim().toUpperCase()), sendEmail = true) =>
  command('AssignSubscription', { personId, type: 'nfc', cardShortCode, cardId, sendEmail });

describe('organisationDecider', () => {
  it('names its stream organisation-<id>', () => {
    expect(organisationStreamId('abc')).toBe('organisation-abc');
  });

  describe('CreateOrganisation', () => {
    it('creates an organisation with the spec defaults', () => {
      spec
        .given()
        .when(command('CreateOrganisation', { organisationId: orgId, name: ' Acme ' }))
        .then({
          type: 'OrganisationCreated',
          data: {
            organisationId: orgId,
            name: 'Acme',
            isDemo: false,
            isPartner: false,
            partnerId: null,
            intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
            subscriptions: { type: 'Enterprise', purchased: 0 },
            nfcCards: { purchased: 0 },
            features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } },
            supportEmail: null,
            createdAt: now,
          },
        });
    });

    it('keeps what it is given and fills only the gaps', () => {
      spec
        .given()
        .when(
          command('CreateOrganisation', {
            organisationId: orgId,
            name: 'Trial Co',
            isDemo: true,
            isPartner: true,
            partnerId: 'partner-1',
            intl: { currency: 'EUR' },
            subscriptions: { purchased: 3 },
            nfcCards: { purchased: 1 },
            features: { disableWelcomeEmail: true, selfRegistration: { enabled: true }, exchange: { leadValue: 100 } },
            supportEmail: 'help@trial.co',
          }),
        )
        .then({
          type: 'OrganisationCreated',
          data: {
            organisationId: orgId,
            name: 'Trial Co',
            isDemo: true,
            isPartner: true,
            partnerId: 'partner-1',
            intl: { language: 'en-GB', currency: 'EUR', timezone: 'Europe/London' },
            subscriptions: { type: 'Enterprise', purchased: 3 },
            nfcCards: { purchased: 1 },
            features: { disableWelcomeEmail: true, selfRegistration: { enabled: true, adminVerification: false }, exchange: { enabled: false, leadValue: 100 } },
            supportEmail: 'help@trial.co',
            createdAt: now,
            demoExpiresOn: '2025-04-15T10:00:00.000Z',
          },
        });
    });

    it('refuses to create an organisation twice', () => {
      const error = spec.given(created()).when(command('CreateOrganisation', { organisationId: orgId, name: 'Acme' })).thenThrows('organisation.exists', 'Organisation already exists');
      expect(error.kind).toBe('conflict');
    });

    it('refuses a blank name', () => {
      const error = spec.given().when(command('CreateOrganisation', { organisationId: orgId, name: '  ' })).thenThrows('organisation.name_required', 'Please enter your company name');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'name', msg: 'Please enter your company name' }]);
    });

    it('refuses pool sizes that are not whole numbers of 0 or more', () => {
      const error = spec
        .given()
        .when(command('CreateOrganisation', { organisationId: orgId, name: 'Acme', subscriptions: { purchased: -1 }, nfcCards: { purchased: 1.5 } }))
        .thenThrows('subscriptions.invalid_count', 'Please enter a valid number of subscriptions');
      expect(error.errors.map((e) => e.path)).toEqual(['subscriptions.purchased', 'nfcCards.purchased']);
    });
  });

  describe('every command but CreateOrganisation needs the organisation', () => {
    const commands: OrganisationCommand[] = [
      command('AddSubscriptions', { count: 1, reason: 'r' }),
      command('RemoveSubscriptions', { count: 1, reason: 'r' }),
      command('ClaimPersonEmail', { personId: 'p1', email: 'a@b.co' }),
      command('ReleasePersonEmail', { personId: 'p1' }),
      command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: false }),
      command('RemoveSubscription', { personId: 'p1' }),
      command('ReleasePerson', { personId: 'p1' }),
    ];
    it.each(commands.map((c) => [c.type, c] as const))('%s refuses when the organisation does not exist', (_type, c) => {
      const error = spec.given().when(c).thenThrows('organisation.not_found', 'Organisation not found');
      expect(error.kind).toBe('not_found');
    });
  });

  describe('AddSubscriptions', () => {
    it('adds to the pool and records the new total', () => {
      spec
        .given(created())
        .when(command('AddSubscriptions', { count: 20, reason: ' Renewal ' }))
        .then({ type: 'SubscriptionsAdded', data: { count: 20, reason: 'Renewal', purchased: 25 } });
    });

    it('counts from the total left by earlier changes', () => {
      spec
        .given(created(), { type: 'SubscriptionsAdded', data: { count: 10, reason: 'a', purchased: 15 } }, { type: 'SubscriptionsRemoved', data: { count: 3, reason: 'b', purchased: 12 } })
        .when(command('AddSubscriptions', { count: 1, reason: 'c' }))
        .then({ type: 'SubscriptionsAdded', data: { count: 1, reason: 'c', purchased: 13 } });
    });

    it('refuses a trial account', () => {
      const error = spec
        .given(created({ isDemo: true }))
        .when(command('AddSubscriptions', { count: 20, reason: 'r' }))
        .thenThrows('subscriptions.trial_account', 'Subscriptions can only be added to non-trial accounts');
      expect(error.kind).toBe('rule');
    });

    it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a count of %p', (count) => {
      const error = spec
        .given(created())
        .when(command('AddSubscriptions', { count, reason: 'r' }))
        .thenThrows('subscriptions.invalid_count', 'Please enter a valid number of subscriptions');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'count', msg: 'Please enter a valid number of subscriptions' }]);
    });

    it('refuses a blank reason', () => {
      const error = spec.given(created()).when(command('AddSubscriptions', { count: 2, reason: ' ' })).thenThrows('subscriptions.reason_required', 'Please enter a reason');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'reason', msg: 'Please enter a reason' }]);
    });

    it('reports every field error at once', () => {
      const error = spec.given(created()).when(command('AddSubscriptions', { count: 0, reason: '' })).thenThrows('subscriptions.invalid_count');
      expect(error.errors).toEqual([
        { path: 'count', msg: 'Please enter a valid number of subscriptions' },
        { path: 'reason', msg: 'Please enter a reason' },
      ]);
    });
  });

  describe('RemoveSubscriptions', () => {
    it('removes unused subscriptions and records the new total', () => {
      spec
        .given(created(), claimed('p1', 'a@b.co'), assigned('p1', 'digital', null, 1, 0))
        .when(command('RemoveSubscriptions', { count: 4, reason: 'Downgrade' }))
        .then({ type: 'SubscriptionsRemoved', data: { count: 4, reason: 'Downgrade', purchased: 1 } });
    });

    it('is allowed on a trial account', () => {
      spec
        .given(created({ isDemo: true }))
        .when(command('RemoveSubscriptions', { count: 5, reason: 'r' }))
        .then({ type: 'SubscriptionsRemoved', data: { count: 5, reason: 'r', purchased: 0 } });
    });

    it('refuses to remove subscriptions that are in use', () => {
      const message = 'Unable to remove 5 subscriptions: only 3 are unused';
      const error = spec
        .given(created(), assigned('p1', 'digital', null, 1, 0), assigned('p2', 'digital', null, 2, 0))
        .when(command('RemoveSubscriptions', { count: 5, reason: 'r' }))
        .thenThrows('subscriptions.in_use', message);
      expect(error.kind).toBe('rule');
      expect(error.errors).toEqual([{ path: 'count', msg: message }]);
    });

    it('words the refusal for one', () => {
      spec
        .given(created({ subscriptions: { type: 'Enterprise', purchased: 1 } }), assigned('p1', 'digital', null, 1, 0))
        .when(command('RemoveSubscriptions', { count: 1, reason: 'r' }))
        .thenThrows('subscriptions.in_use', 'Unable to remove 1 subscription: only 0 are unused');
      spec
        .given(created({ subscriptions: { type: 'Enterprise', purchased: 1 } }))
        .when(command('RemoveSubscriptions', { count: 2, reason: 'r' }))
        .thenThrows('subscriptions.in_use', 'Unable to remove 2 subscriptions: only 1 is unused');
    });

    it('refuses an invalid count', () => {
      spec.given(created()).when(command('RemoveSubscriptions', { count: -1, reason: 'r' })).thenThrows('subscriptions.invalid_count', 'Please enter a valid number of subscriptions');
    });

    it('refuses a blank reason', () => {
      spec.given(created()).when(command('RemoveSubscriptions', { count: 1, reason: '' })).thenThrows('subscriptions.reason_required', 'Please enter a reason');
    });
  });

  describe('ClaimPersonEmail', () => {
    it('claims a trimmed, lower-cased e-mail for a person', () => {
      spec.given(created()).when(command('ClaimPersonEmail', { personId: 'p1', email: ' Ann@Example.COM ' })).then(claimed('p1', 'ann@example.com'));
    });

    it('records nothing when the person already holds the e-mail', () => {
      spec.given(created(), claimed('p1', 'ann@example.com')).when(command('ClaimPersonEmail', { personId: 'p1', email: 'ANN@example.com' })).then();
    });

    it('refuses an e-mail another person holds', () => {
      const message = 'A person with this email address already exists';
      const error = spec
        .given(created(), claimed('p1', 'ann@example.com'))
        .when(command('ClaimPersonEmail', { personId: 'p2', email: 'Ann@example.com' }))
        .thenThrows('person.email_taken', message);
      expect(error.kind).toBe('conflict');
      expect(error.errors).toEqual([{ path: 'email', msg: message }]);
    });

    it('releases the old e-mail when a person changes theirs', () => {
      spec
        .given(created(), claimed('p1', 'ann@example.com'))
        .when(command('ClaimPersonEmail', { personId: 'p1', email: 'ann@new.example.com' }))
        .then(released('p1', 'ann@example.com'), claimed('p1', 'ann@new.example.com'));
    });

    it('lets another person claim an e-mail once it is released', () => {
      spec
        .given(created(), claimed('p1', 'ann@example.com'), claimed('p1', 'ann@new.example.com'))
        .when(command('ClaimPersonEmail', { personId: 'p2', email: 'ann@example.com' }))
        .then(claimed('p2', 'ann@example.com'));
      spec
        .given(created(), claimed('p1', 'ann@example.com'), released('p1', 'ann@example.com'))
        .when(command('ClaimPersonEmail', { personId: 'p2', email: 'ann@example.com' }))
        .then(claimed('p2', 'ann@example.com'));
    });

    it('refuses a blank e-mail', () => {
      const error = spec.given(created()).when(command('ClaimPersonEmail', { personId: 'p1', email: '  ' })).thenThrows('person.email_required', 'Email is required');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'email', msg: 'Email is required' }]);
    });
  });

  describe('ReleasePersonEmail', () => {
    it('releases the e-mail the person holds', () => {
      spec.given(created(), claimed('p1', 'ann@example.com')).when(command('ReleasePersonEmail', { personId: 'p1' })).then(released('p1', 'ann@example.com'));
    });

    it('records nothing when the person holds no e-mail', () => {
      spec.given(created(), claimed('p1', 'ann@example.com'), released('p1', 'ann@example.com')).when(command('ReleasePersonEmail', { personId: 'p1' })).then();
      spec.given(created()).when(command('ReleasePersonEmail', { personId: 'p9' })).then();
    });
  });

  describe('AssignSubscription', () => {
    it('refuses a person the organisation does not hold (never created, or already released)', () => {
      spec.given(created()).when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: false })).thenThrows('person.not_found', 'Person not in organisation');
      spec
        .given(created(), claimed('p1', 'p1@example.com'), released('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: false }))
        .thenThrows('person.not_found');
    });

    it('records the digital Profyle id it is given, and gives it back with the subscription', () => {
      const digitalId = 'D'.repeat(32);
      const given = { type: 'SubscriptionAssigned' as const, data: { personId: 'p1', type: 'digital' as const, cardShortCode: null, cardId: null, digitalId, sendEmail: false, used: 1, nfcUsed: 0 } };
      spec.given(created(), claimed('p1', 'ann@example.com')).when(command('AssignSubscription', { personId: 'p1', type: 'digital', digitalId, sendEmail: false })).then(given);
      spec
        .given(created(), claimed('p1', 'ann@example.com'), given, allocated('ABC123', 3), cardAdded('p1', 'ABC123', 1), cardReleased('p1', 'ABC123', 'reset', 0))
        .when(command('RemoveSubscription', { personId: 'p1' }))
        .then({ type: 'SubscriptionRemoved', data: { personId: 'p1', type: 'digital', cardShortCode: null, cardId: null, digitalId, used: 0, nfcUsed: 0, reason: 'removed' } });
    });

    it('assigns a digital subscription without a card', () => {
      spec
        .given(created(), claimed('p1', 'ann@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', cardShortCode: 'ABC123', sendEmail: true }))
        .then(assigned('p1', 'digital', null, 1, 0, true));
    });

    it('assigns an nfc subscription with an upper-cased card short code, using a card too', () => {
      spec
        .given(created(), allocated('ABC12F', 3), claimed('p1', 'p1@example.com'), assigned('p0', 'digital', null, 1, 0))
        .when(assignNfc('p1', ' abc12f ', cardIdOf('ABC12F'), false))
        .then(assigned('p1', 'nfc', 'ABC12F', 2, 1, false));
    });

    it('refuses a short code no card has, and a card of another organisation, in the spec words', () => {
      const unknown = spec.given(created(), claimed('p1', 'p1@example.com')).when(assignNfc('p1', 'ABC123', null)).thenThrows('card.not_found', 'Card ID');
      expect(unknown.kind).toBe('not_found');
      expect(unknown.errors).toEqual([{ path: 'card_short_code', msg: 'Card ID' }]);
      spec.given(created(), allocated('FFFFFF', 3), claimed('p1', 'p1@example.com')).when(assignNfc('p1', 'ABC123')).thenThrows('card.not_in_organisation', 'Card in organisation');
    });

    it('refuses a lost card', () => {
      spec
        .given(created(), allocated('ABC123', 3), allocated('BBBBBB', 4), cardLost('ABC123', 3), claimed('p1', 'p1@example.com'))
        .when(assignNfc('p1', 'ABC123'))
        .thenThrows('card.lost', 'Card ABC123 has been registered as lost');
    });

    it('never sends the welcome e-mail when the organisation disabled it', () => {
      const features = { disableWelcomeEmail: true, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } };
      spec
        .given(created({ features }), claimed('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: true }))
        .then(assigned('p1', 'digital', null, 1, 0, false));
    });

    it('refuses a missing or unknown type', () => {
      const error = spec
        .given(created(), claimed('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'gold' as 'digital', sendEmail: true }))
        .thenThrows('subscription.type_required', 'Please choose a subscription type');
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'type', msg: 'Please choose a subscription type' }]);
    });

    it.each([
      [undefined, 'Should be six digits'],
      [null, 'Should be six digits'],
      ['ABC12', 'Should be six digits'],
      ['ABC1234', 'Should be six digits'],
      ['ABCXYZ', 'Should only contain hexadecimal characters, i.e. numbers 0-9 and letters A-F'],
    ])('refuses the nfc card short code %p', (cardShortCode, message) => {
      const error = spec
        .given(created(), claimed('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'nfc', cardShortCode, cardId: null, sendEmail: true }))
        .thenThrows('card_short_code', message);
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual([{ path: 'card_short_code', msg: message }]);
    });

    it('refuses a person who already has a subscription', () => {
      const error = spec
        .given(created(), claimed('p1', 'p1@example.com'), assigned('p1', 'digital', null, 1, 0))
        .when(assignNfc('p1', 'ABC123'))
        .thenThrows('has_subscription', 'Already has a subscription');
      expect(error.kind).toBe('conflict');
    });

    it('refuses when no subscriptions remain', () => {
      spec
        .given(created({ subscriptions: { type: 'Enterprise', purchased: 0 } }), claimed('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: true }))
        .thenThrows('no_subscriptions', 'No subscriptions available');
      spec
        .given(created({ subscriptions: { type: 'Enterprise', purchased: 1 } }), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p0', 'digital', null, 1, 0))
        .when(assignNfc('p1', 'ABC123'))
        .thenThrows('no_subscriptions', 'No subscriptions available');
      spec
        .given(created(), claimed('p1', 'p1@example.com'), { type: 'SubscriptionsRemoved', data: { count: 5, reason: 'r', purchased: 0 } })
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: true }))
        .thenThrows('no_subscriptions', 'No subscriptions available');
    });

    it('refuses an nfc subscription when no NFC cards remain', () => {
      const error = spec
        .given(created({ nfcCards: { purchased: 0 } }), allocated('AAAAAA', 1), claimed('p1', 'p1@example.com'), assigned('p0', 'nfc', 'AAAAAA', 1, 1))
        .when(assignNfc('p1', 'BBBBBB'))
        .thenThrows('no_nfc_cards', 'No NFC cards available');
      expect(error.kind).toBe('rule');
    });

    it('still assigns a digital subscription when no NFC cards remain', () => {
      spec
        .given(created({ nfcCards: { purchased: 0 } }), claimed('p1', 'p1@example.com'))
        .when(command('AssignSubscription', { personId: 'p1', type: 'digital', sendEmail: false }))
        .then(assigned('p1', 'digital', null, 1, 0, false));
    });

    it('refuses a card already allocated to another person', () => {
      const message = 'Card ABC123 is already allocated to another person';
      const error = spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p0', 'nfc', 'ABC123', 1, 1))
        .when(assignNfc('p1', 'abc123'))
        .thenThrows('card.in_use', message);
      expect(error.kind).toBe('conflict');
      expect(error.errors).toEqual([{ path: 'card_short_code', msg: message }]);
    });

    it('allows a card again once its subscription is removed', () => {
      spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p0', 'nfc', 'ABC123', 1, 1), removed('p0', 'nfc', 'ABC123', 0, 0))
        .when(assignNfc('p1', 'ABC123'))
        .then(assigned('p1', 'nfc', 'ABC123', 1, 1));
    });
  });

  describe('RemoveSubscription', () => {
    it('removes a digital subscription', () => {
      spec
        .given(created(), assigned('p0', 'nfc', 'ABC123', 1, 1), assigned('p1', 'digital', null, 2, 1))
        .when(command('RemoveSubscription', { personId: 'p1' }))
        .then(removed('p1', 'digital', null, 1, 1));
    });

    it('removes an nfc subscription and frees its card', () => {
      spec
        .given(created(), assigned('p0', 'nfc', 'ABC123', 1, 1), assigned('p1', 'digital', null, 2, 1))
        .when(command('RemoveSubscription', { personId: 'p0' }))
        .then(removed('p0', 'nfc', 'ABC123', 1, 0));
    });

    it('refuses a person without a subscription', () => {
      const error = spec.given(created()).when(command('RemoveSubscription', { personId: 'p1' })).thenThrows('no_subscription', 'No subscription to remove');
      expect(error.kind).toBe('rule');
      spec
        .given(created(), assigned('p1', 'digital', null, 1, 0), removed('p1', 'digital', null, 0, 0))
        .when(command('RemoveSubscription', { personId: 'p1' }))
        .thenThrows('no_subscription', 'No subscription to remove');
    });
  });

  describe('ReleasePerson', () => {
    it('gives back the subscription and the e-mail of a deleted person', () => {
      spec
        .given(created(), claimed('p1', 'ann@example.com'), assigned('p1', 'nfc', 'ABC123', 1, 1))
        .when(command('ReleasePerson', { personId: 'p1' }))
        .then(removed('p1', 'nfc', 'ABC123', 0, 0, 'person_deleted'), released('p1', 'ann@example.com'));
    });

    it('gives back only what the person holds', () => {
      spec.given(created(), claimed('p1', 'ann@example.com')).when(command('ReleasePerson', { personId: 'p1' })).then(released('p1', 'ann@example.com'));
      spec.given(created(), assigned('p1', 'digital', null, 1, 0)).when(command('ReleasePerson', { personId: 'p1' })).then(removed('p1', 'digital', null, 0, 0, 'person_deleted'));
    });

    it('records nothing when the person holds nothing, so it can be retried', () => {
      spec
        .given(created(), claimed('p1', 'ann@example.com'), assigned('p1', 'digital', null, 1, 0), removed('p1', 'digital', null, 0, 0), released('p1', 'ann@example.com'))
        .when(command('ReleasePerson', { personId: 'p1' }))
        .then();
    });
  });

  describe('AllocateNfcCard', () => {
    it('adds a card to the pool once', () => {
      spec
        .given(created())
        .when(command('AllocateNfcCard', { cardId: cardIdOf('ABC123'), cardShortCode: 'ABC123', demo: true }))
        .then(allocated('ABC123', 3, true));
      const again = spec
        .given(created(), allocated('ABC123', 3))
        .when(command('AllocateNfcCard', { cardId: cardIdOf('ABC123'), cardShortCode: 'ABC123', demo: false }))
        .thenThrows('card.already_allocated', 'Card ABC123 is already allocated to this organisation');
      expect(again.kind).toBe('conflict');
    });

    it('refuses an organisation that does not exist', () => {
      spec.given().when(command('AllocateNfcCard', { cardId: cardIdOf('ABC123'), cardShortCode: 'ABC123', demo: false })).thenThrows('organisation.not_found');
    });
  });

  describe('AddSubscriptionCard', () => {
    const addCard = (personId: string, cardShortCode: string, cardId: string | null = cardIdOf(cardShortCode.trim().toUpperCase())) =>
      command('AddSubscriptionCard', { personId, cardShortCode, cardId, sendEmail: true });

    it('gives a person with a digital subscription a card, using no subscription', () => {
      spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p1', 'digital', null, 1, 0))
        .when(addCard('p1', 'abc123'))
        .then(cardAdded('p1', 'ABC123', 1));
    });

    it('refuses a person without a subscription, or who already has a card', () => {
      spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'))
        .when(addCard('p1', 'ABC123'))
        .thenThrows('subscription_required', 'This person does not have a subscription. Assign a subscription first.');
      spec
        .given(created(), allocated('ABC123', 3), allocated('BBBBBB', 4), claimed('p1', 'p1@example.com'), assigned('p1', 'nfc', 'BBBBBB', 1, 1))
        .when(addCard('p1', 'ABC123'))
        .thenThrows('has_card', 'This person already has an NFC card');
    });

    it('checks the card as an assignment does', () => {
      const base = [created({ nfcCards: { purchased: 0 } }), claimed('p1', 'p1@example.com'), assigned('p1', 'digital', null, 1, 0)];
      spec.given(...base).when(addCard('p1', 'ABC123')).thenThrows('no_nfc_cards', 'No NFC cards available');
      spec.given(...base, allocated('ABC123', 1)).when(addCard('p1', 'ABC123', null)).thenThrows('card.not_found', 'Card ID');
      spec.given(...base, allocated('ABC123', 1)).when(addCard('p1', 'ZZ')).thenThrows('card_short_code', 'Should be six digits');
      spec
        .given(...base, allocated('ABC123', 1), allocated('BBBBBB', 2), claimed('p2', 'p2@example.com'), assigned('p2', 'nfc', 'ABC123', 2, 1))
        .when(addCard('p1', 'ABC123'))
        .thenThrows('card.in_use', 'Card ABC123 is already allocated to another person');
    });
  });

  describe('ReleaseSubscriptionCard', () => {
    it('takes a reset card from its person, who keeps a digital subscription', () => {
      spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p1', 'nfc', 'ABC123', 1, 1))
        .when(command('ReleaseSubscriptionCard', { cardId: cardIdOf('ABC123') }))
        .then(cardReleased('p1', 'ABC123', 'reset', 0));
    });

    it('refuses a card without a person, a lost card and a card of another organisation', () => {
      spec.given(created(), allocated('ABC123', 3)).when(command('ReleaseSubscriptionCard', { cardId: cardIdOf('ABC123') })).thenThrows('card.no_person', 'Card has no associated Person');
      spec
        .given(created(), allocated('ABC123', 3), cardLost('ABC123', 2))
        .when(command('ReleaseSubscriptionCard', { cardId: cardIdOf('ABC123') }))
        .thenThrows('card.lost', 'Card ABC123 has been registered as lost');
      spec.given(created()).when(command('ReleaseSubscriptionCard', { cardId: cardIdOf('ABC123') })).thenThrows('card.not_in_organisation', 'Card in organisation');
    });
  });

  describe('RegisterNfcCardLost', () => {
    it('takes the card from its person and from the pool', () => {
      spec
        .given(created(), allocated('ABC123', 3), claimed('p1', 'p1@example.com'), assigned('p1', 'nfc', 'ABC123', 1, 1))
        .when(command('RegisterNfcCardLost', { cardId: cardIdOf('ABC123') }))
        .then(cardReleased('p1', 'ABC123', 'lost', 0), cardLost('ABC123', 2));
      spec.given(created(), allocated('ABC123', 3)).when(command('RegisterNfcCardLost', { cardId: cardIdOf('ABC123') })).then(cardLost('ABC123', 2));
    });

    it('records nothing the second time, and refuses a card of another organisation', () => {
      spec.given(created(), allocated('ABC123', 3), cardLost('ABC123', 2)).when(command('RegisterNfcCardLost', { cardId: cardIdOf('ABC123') })).then();
      spec.given(created()).when(command('RegisterNfcCardLost', { cardId: cardIdOf('ABC123') })).thenThrows('card.not_in_organisation');
    });
  });

  describe('state', () => {
    it('keeps the card pool: allocated, added, released and lost cards', () => {
      const state = fold(organisationDecider, [
        created({ nfcCards: { purchased: 0 } }),
        allocated('AAAAAA', 1),
        allocated('BBBBBB', 2),
        allocated('CCCCCC', 3, true),
        claimed('p1', 'p1@example.com'),
        assigned('p1', 'digital', null, 1, 0),
        cardAdded('p1', 'AAAAAA', 1),
        cardReleased('p1', 'AAAAAA', 'reset', 0),
        cardAdded('p1', 'BBBBBB', 1),
        cardReleased('p1', 'BBBBBB', 'lost', 0),
        cardLost('BBBBBB', 2),
      ]);
      expect(state).toMatchObject({ nfcCards: { purchased: 2, used: 0 }, remainingNfcCards: 2, used: 1 });
      expect(state.subscriptions.get('p1')).toEqual({ type: 'digital', cardShortCode: null, cardId: null, digitalId: null });
      expect(state.cards.get(cardIdOf('BBBBBB'))).toEqual({ cardId: cardIdOf('BBBBBB'), cardShortCode: 'BBBBBB', demo: false, lost: true });
      expect(state.cards.get(cardIdOf('CCCCCC'))).toMatchObject({ demo: true, lost: false });
      expect(state.cardIds.get('AAAAAA')).toBe(cardIdOf('AAAAAA'));
      expect(state.cardHolders.size).toBe(0);
    });

    it('keeps the pools, e-mails and subscriptions', () => {
      const state = fold(organisationDecider, [
        created(),
        { type: 'SubscriptionsAdded', data: { count: 5, reason: 'r', purchased: 10 } },
        claimed('p1', 'ann@example.com'),
        claimed('p2', 'bob@example.com'),
        claimed('p1', 'ann@new.example.com'),
        assigned('p1', 'nfc', 'ABC123', 1, 1),
        assigned('p2', 'digital', null, 2, 1),
        removed('p2', 'digital', null, 1, 1),
        released('p2', 'bob@example.com'),
      ]);
      expect(state).toMatchObject({ exists: true, name: 'Acme', purchased: 10, used: 1, remainingSubscriptions: 9, nfcCards: { purchased: 2, used: 1 }, remainingNfcCards: 1 });
      expect([...state.emails]).toEqual([['ann@new.example.com', 'p1']]);
      expect([...state.personEmails]).toEqual([['p1', 'ann@new.example.com']]);
      expect([...state.subscriptions]).toEqual([['p1', { type: 'nfc', cardShortCode: 'ABC123', cardId: cardIdOf('ABC123'), digitalId: null }]]);
      expect([...state.cardHolders]).toEqual([['ABC123', 'p1']]);
    });

    it('never changes the state it evolves from', () => {
      const before = fold(organisationDecider, [created(), claimed('p1', 'ann@example.com')]);
      organisationDecider.evolve(before, assigned('p1', 'nfc', 'ABC123', 1, 1));
      organisationDecider.evolve(before, released('p1', 'ann@example.com'));
      expect(before.subscriptions.size).toBe(0);
      expect(before.cardHolders.size).toBe(0);
      expect(before.emails.size).toBe(1);
    });
  });
});

describe('previewSubscriptionAssignments', () => {
  it('decides each row on the state the rows before it leave, without recording anything', () => {
    const state = fold(organisationDecider, [
      created({ subscriptions: { type: 'Enterprise', purchased: 3 } }),
      claimed('p1', 'p1@example.com'),
      claimed('p2', 'p2@example.com'),
      claimed('p3', 'p3@example.com'),
      claimed('p4', 'p4@example.com'),
      assigned('p2', 'digital', null, 1, 0),
    ]);
    const rows = previewSubscriptionAssignments(state, ['p1', 'p2', 'p3', 'p4', 'ghost'], metadata);
    expect(rows.map((row) => [row.personId, row.refusal?.code ?? null])).toEqual([
      ['p1', null],
      ['p2', 'has_subscription'],
      ['p3', null],
      ['p4', 'no_subscriptions'],
      ['ghost', 'person.not_found'],
    ]);
    expect(state.used).toBe(1);
  });

  it('counts the subscriptions an earlier part of the preview reserved', () => {
    const state = fold(organisationDecider, [created({ subscriptions: { type: 'Enterprise', purchased: 2 } }), claimed('p1', 'p1@example.com'), claimed('p2', 'p2@example.com')]);
    expect(previewSubscriptionAssignments(state, ['p1', 'p2'], metadata, 1).map((row) => row.refusal?.code ?? null)).toEqual([null, 'no_subscriptions']);
  });
});
