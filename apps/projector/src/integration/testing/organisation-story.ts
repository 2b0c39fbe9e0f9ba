/**
 * Writes a plausible history straight into an event store, for tests and benchmarks that need thousands
 * of events fast (no HTTP, no deciders): per organisation, its creation with a pool, then people who get
 * an e-mail claim, a profile and a subscription; some lose the subscription again, some are deleted.
 * Organisations are written concurrently (so the SQLite store group-commits them), each one in order.
 */
import { randomUUID } from 'node:crypto';
import { emptyPersonProfile, type EventMetadata } from '@profyle/domain';
import type { EventStore, EventToAppend } from '@profyle/infrastructure';

export interface StoryOptions {
  organisations: number;
  peoplePerOrganisation: number;
  /** Organisation ids are `<prefix>-<n>`. */
  prefix: string;
}

const metadata = (organisationId: string): EventMetadata => ({
  organisationId,
  actor: { userId: 'story-writer' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
  schemaVersion: 1,
});

const event = (organisationId: string, type: string, data: unknown): EventToAppend => ({ id: randomUUID(), type, data, metadata: metadata(organisationId) });

const writeOrganisation = async (events: EventStore, organisationId: string, people: number): Promise<number> => {
  let appended = 0;
  const append = async (stream: string, e: EventToAppend) => {
    await events.append(stream, [e], 'any');
    appended += 1;
  };
  const organisation = `organisation-${organisationId}`;
  await append(
    organisation,
    event(organisationId, 'OrganisationCreated', {
      organisationId,
      name: `Story ${organisationId}`,
      isDemo: false,
      isPartner: false,
      intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
      subscriptions: { type: 'Enterprise', purchased: people },
      nfcCards: { purchased: 0 },
      features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 0 } },
      createdAt: new Date().toISOString(),
    }),
  );
  let used = 0;
  for (let i = 0; i < people; i++) {
    const personId = randomUUID();
    const email = `person${i}@${organisationId}.example`;
    const profile = { ...emptyPersonProfile(), first_name: `First${i}`, last_name: `Last${i}`, position: 'Role', email };
    await append(organisation, event(organisationId, 'PersonEmailClaimed', { personId, email }));
    await append(
      `person-${personId}`,
      event(organisationId, 'PersonCreated', { personId, organisationId, profile, unverified: false, selfRegistration: false, createdAt: new Date().toISOString(), createdBy: 'story-writer' }),
    );
    used += 1;
    await append(organisation, event(organisationId, 'SubscriptionAssigned', { personId, type: 'digital', cardShortCode: null, sendEmail: false, used, nfcUsed: 0 }));
    if (i % 4 === 1 || i % 5 === 2) {
      used -= 1;
      await append(organisation, event(organisationId, 'SubscriptionRemoved', { personId, type: 'digital', cardShortCode: null, used, nfcUsed: 0 }));
    }
    if (i % 5 === 2) {
      await append(organisation, event(organisationId, 'PersonEmailReleased', { personId, email }));
      await append(`person-${personId}`, event(organisationId, 'PersonDeleted', { personId, email, deletedAt: new Date().toISOString(), deletedBy: 'story-writer' }));
    }
  }
  return appended;
};

/** Resolves with how many events were appended and the log's head afterwards. */
export const writeOrganisationStories = async (events: EventStore, options: StoryOptions): Promise<{ appended: number; head: number }> => {
  const counts = await Promise.all(
    Array.from({ length: options.organisations }, (_, n) => writeOrganisation(events, `${options.prefix}-${n}`, options.peoplePerOrganisation)),
  );
  return { appended: counts.reduce((a, b) => a + b, 0), head: await events.headPosition() };
};
