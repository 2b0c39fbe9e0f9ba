/**
 * The intro-mail consumer: on `introduction.created`, sends the visitor the introduction e-mail with the
 * organisation's copy recipients in BCC, when the organisation has visitor e-mails on. Its consumer
 * group's inbox makes one e-mail per introduction; a mail server that is down is retried by the runner.
 */
import { type CloudEvent, INTEGRATION_TOPIC, type Mailer, type ReadStore } from '@profyle/infrastructure';
import { parseIntegrationData } from '@profyle/contracts';
import { type GroupDoc, groupsProjection } from '../../projections/groups/groups.projection';
import { type OrganisationDoc, organisationsProjection } from '../../projections/organisations/organisations.projection';
import { type PersonDetailDoc, personDetailProjection } from '../../projections/person-detail/person-detail.projection';
import { collectionName, type Projection } from '../../runner/projection';
import type { ConsumerRegistration, WorkerConsumer, WorkerContext } from '../consumer-runner';
import { mailerFromEnv } from '../mail/mailer-from-env';
import { bccAddresses, introMail } from './intro-mail';

export const INTRO_MAIL_CONSUMER_GROUP = 'intro-mail';

const collection = <D extends { _id: string }>(store: ReadStore, projection: Projection<any>) => store.collection<D & { [field: string]: unknown }>(collectionName(projection), projection.indexes);

export interface IntroMailerDeps {
  readStore: ReadStore;
  mailer: Mailer;
  /** The portal's public origin, for the Profyle link (PUBLIC_URL); null leaves the link out. */
  publicUrl: string | null;
}

/** Handles one integration event; anything but introduction.created is not its business. */
export const handleIntroduction = async ({ readStore, mailer, publicUrl }: IntroMailerDeps, event: CloudEvent): Promise<'sent' | 'skipped'> => {
  if (event.type !== 'introduction.created') return 'skipped';
  const data = parseIntegrationData('introduction.created', event.data);
  const [organisation, owner] = await Promise.all([
    collection<OrganisationDoc>(readStore, organisationsProjection).get(data.organisation_id) as Promise<OrganisationDoc | null>,
    collection<PersonDetailDoc>(readStore, personDetailProjection).get(data.person_id) as Promise<PersonDetailDoc | null>,
  ]);
  const exchange = organisation?.features?.exchange;
  if (!exchange?.visitorEmail || !owner || owner.organisation_id !== data.organisation_id) return 'skipped';
  const group = owner.group_id ? ((await collection<GroupDoc>(readStore, groupsProjection).get(owner.group_id)) as GroupDoc | null) : null;
  const ownerName = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
  const mail = introMail({
    groupHtml: group && group.organisation_id === data.organisation_id ? group.custom_intro_email_html : '',
    organisationHtml: exchange.defaultIntroHtml,
    visitorName: data.name,
    ownerName,
    profyleUrl: publicUrl ? `${publicUrl.replace(/\/+$/, '')}/c/${encodeURIComponent(data.person_id)}` : null,
  });
  const bcc = bccAddresses(exchange.bcc).filter((address) => address !== data.email);
  await mailer.send({ to: data.email, ...(bcc.length ? { bcc } : {}), subject: mail.subject, text: mail.text, html: mail.html });
  return 'sent';
};

export const introMailConsumerRegistration: ConsumerRegistration = {
  name: 'intro-mail',
  create: ({ readStore, env, integrationTopic = INTEGRATION_TOPIC, groupPrefix = '' }: WorkerContext): WorkerConsumer => {
    const mailer = mailerFromEnv(env);
    const deps = { readStore, mailer, publicUrl: env.PUBLIC_URL ?? null };
    return {
      name: 'intro-mail',
      groupId: `${groupPrefix}${INTRO_MAIL_CONSUMER_GROUP}`,
      topics: [integrationTopic],
      eventTypes: ['introduction.created'],
      handler: async (event) => {
        await handleIntroduction(deps, event);
      },
      stop: () => mailer.close(),
    };
  },
};

