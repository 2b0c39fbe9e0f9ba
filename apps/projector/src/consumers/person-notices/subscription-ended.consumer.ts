/**
 * The subscription-ended consumer: on `subscription.ended` (an admin removed a person's subscription),
 * e-mails the person that their Profyle ended. The notice is decided with the removal itself (the event's
 * reason) and sent from the log, so the removal costs no further writes; the consumer group's inbox and
 * the message's idempotency key make one e-mail per removal, and a mail server that is down is retried by
 * the runner (then parked on the dead-letter topic, from where it can be replayed).
 */
import { parseIntegrationData } from '@profyle/contracts';
import { isErasedValue } from '@profyle/domain';
import { type CloudEvent, INTEGRATION_TOPIC, type Mailer, type ReadStore } from '@profyle/infrastructure';
import { type OrganisationDoc, organisationsProjection } from '../../projections/organisations/organisations.projection';
import { type PersonDetailDoc, personDetailProjection } from '../../projections/person-detail/person-detail.projection';
import { collectionName } from '../../runner/projection';
import type { ConsumerRegistration, WorkerConsumer, WorkerContext } from '../consumer-runner';
import { mailerFromEnv } from '../mail/mailer-from-env';
import { subscriptionEndedLetter } from '../mail/person-letters';

export const SUBSCRIPTION_ENDED_CONSUMER_GROUP = 'subscription-ended-mail';

export interface SubscriptionEndedDeps {
  readStore: ReadStore;
  mailer: Mailer;
}

/** Sends the notice for one event; a person deleted or erased since is not written to. */
export const handleSubscriptionEnded = async ({ readStore, mailer }: SubscriptionEndedDeps, event: CloudEvent): Promise<'sent' | 'skipped'> => {
  if (event.type !== 'subscription.ended') return 'skipped';
  const data = parseIntegrationData('subscription.ended', event.data);
  const [organisation, person] = await Promise.all([
    readStore.collection<OrganisationDoc>(collectionName(organisationsProjection), organisationsProjection.indexes).get(data.organisation_id),
    readStore.collection<PersonDetailDoc>(collectionName(personDetailProjection), personDetailProjection.indexes).get(data.person_id),
  ]);
  if (!person || person.organisation_id !== data.organisation_id || !person.email || isErasedValue(person.email)) return 'skipped';
  const firstName = isErasedValue(person.first_name) ? '' : person.first_name;
  await mailer.send({ ...subscriptionEndedLetter({ email: person.email, firstName, organisationName: organisation?.name ?? 'Your organisation' }), idempotencyKey: event.id });
  return 'sent';
};

export const subscriptionEndedConsumerRegistration: ConsumerRegistration = {
  name: 'subscription-ended-mail',
  create: ({ readStore, env, integrationTopic = INTEGRATION_TOPIC, groupPrefix = '' }: WorkerContext): WorkerConsumer => {
    const mailer = mailerFromEnv(env);
    const deps = { readStore, mailer };
    return {
      name: 'subscription-ended-mail',
      groupId: `${groupPrefix}${SUBSCRIPTION_ENDED_CONSUMER_GROUP}`,
      topics: [integrationTopic],
      eventTypes: ['subscription.ended'],
      handler: async (event) => {
        await handleSubscriptionEnded(deps, event);
      },
      stop: () => mailer.close(),
    };
  },
};
