/**
 * The contact-enrichment consumer: on `introduction.created`, records ContactEnrichmentStarted, asks the
 * enrichment provider, then records ContactEnriched with what it found or ContactEnrichmentFailed with
 * why not. Each step is decided by the contact decider on `introduction-<uuid>` and appended with the
 * revision it read, so a redelivered message neither starts twice nor finishes twice; a crash between the
 * steps leaves the contact pending and the redelivery finishes it.
 */
import { randomUUID } from 'node:crypto';
import { parseIntegrationData } from '@profyle/contracts';
import { type ContactCommand, contactDecider, type EventMetadata, fold, introductionStreamId } from '@profyle/domain';
import { type CloudEvent, type ContactEnricher, createEnricher, type EventStore, INTEGRATION_TOPIC, WrongExpectedRevisionError } from '@profyle/infrastructure';
import type { ConsumerRegistration, WorkerConsumer, WorkerContext } from '../consumer-runner';

export const CONTACT_ENRICHMENT_CONSUMER_GROUP = 'contact-enrichment';
export const ENRICHMENT_ACTOR = { userId: 'enrichment' };

export interface EnrichmentDeps {
  eventStore: EventStore;
  enricher: ContactEnricher;
}

/** Decides a contact command on the introduction stream and appends what it decides (retrying a race). */
const decide = async (eventStore: EventStore, introductionId: string, organisationId: string, causationId: string, command: (metadata: ContactCommand['metadata']) => ContactCommand) => {
  const streamId = introductionStreamId(introductionId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await eventStore.readStream(streamId);
    const state = fold(contactDecider, stored as never);
    const now = new Date().toISOString();
    const events = contactDecider.decide(command({ organisationId, actor: ENRICHMENT_ACTOR, correlationId: causationId, now }), state);
    if (events.length === 0) return state;
    const metadata: EventMetadata = { organisationId, actor: ENRICHMENT_ACTOR, correlationId: causationId, causationId, occurredAt: now, schemaVersion: 1 };
    try {
      await eventStore.append(streamId, events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })), stored.length ? stored[stored.length - 1].revision : 'no-stream');
      return events.reduce(contactDecider.evolve, state);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new Error(`contact enrichment: ${streamId} kept changing`);
};

export const handleEnrichment = async ({ eventStore, enricher }: EnrichmentDeps, event: CloudEvent): Promise<'enriched' | 'failed' | 'skipped'> => {
  if (event.type !== 'introduction.created') return 'skipped';
  const data = parseIntegrationData('introduction.created', event.data);
  const id = data.introduction_id;
  const org = data.organisation_id;
  const started = await decide(eventStore, id, org, event.id, (metadata) => ({ type: 'StartContactEnrichment', data: { introductionId: id, provider: enricher.provider }, metadata }));
  if (started.enrichment.status !== 'pending') return 'skipped';
  try {
    const fields = await enricher.enrich({ name: data.name, email: data.email, company: data.company, website: data.website });
    await decide(eventStore, id, org, event.id, (metadata) => ({ type: 'CompleteContactEnrichment', data: { introductionId: id, fields }, metadata }));
    return 'enriched';
  } catch (error) {
    await decide(eventStore, id, org, event.id, (metadata) => ({ type: 'FailContactEnrichment', data: { introductionId: id, error: error instanceof Error ? error.message : String(error) }, metadata }));
    return 'failed';
  }
};

export const contactEnrichmentConsumerRegistration: ConsumerRegistration = {
  name: 'contact-enrichment',
  create: ({ eventStore, env, integrationTopic = INTEGRATION_TOPIC, groupPrefix = '' }: WorkerContext): WorkerConsumer => {
    const deps = { eventStore, enricher: createEnricher(env) };
    return {
      name: 'contact-enrichment',
      groupId: `${groupPrefix}${CONTACT_ENRICHMENT_CONSUMER_GROUP}`,
      topics: [integrationTopic],
      eventTypes: ['introduction.created'],
      handler: async (event) => {
        await handleEnrichment(deps, event);
      },
    };
  },
};
