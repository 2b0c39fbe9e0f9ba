import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { personBodySchema } from '@profyle/contracts';
import { cardDecider, cardShortIdDecider, cardShortIdOf, cardShortIdStreamId, cardStreamId, type CommandMetadata, userEmailDecider, userEmailStreamId } from '@profyle/domain';
import type { Config } from '../config/config';
import { AllocateCardsCommand } from '../modules/cards/commands/allocate-cards/allocate-cards.command';
import { CreateUserCommand } from '../modules/identity/commands/create-user/create-user.command';
import { CreateOrganisationCommand } from '../modules/organisations/commands/create-organisation/create-organisation.command';
import { GetOrganisationQuery } from '../modules/organisations/queries/get-organisation/get-organisation.query';
import { AssignSubscriptionCommand } from '../modules/people/commands/assign-subscription/assign-subscription.command';
import { SavePersonCommand, type SavePersonResult } from '../modules/people/commands/save-person/save-person.command';
import type { Runtime } from '../runtime/runtime';
import { commandMetadata } from '../shared/command-shell/command-metadata';
import { seedStockDesigns } from './stock-designs';
import { DEMO_CARD_IDS, DEMO_ORGANISATION, DEMO_OWNER, DEMO_PEOPLE, DEMO_SUPERADMIN, DEMO_USERS, demoPrincipal, SUPPORT_ORGANISATION } from './demo-data';

export interface DemoAccess {
  organisationId: string;
  /** The demo organisation was created on this run. */
  seeded: boolean;
  /** E-mails of the demo users created on this run. */
  createdUsers: string[];
}

/** The demo's cards with their fixed ids, as GenerateCards would record them; nothing when they exist. */
const generateDemoCards = async ({ shell }: Runtime, metadata: CommandMetadata): Promise<void> => {
  for (const cardId of DEMO_CARD_IDS) {
    if ((await shell.load(cardStreamId(cardId), cardDecider)).state.status !== 'absent') continue;
    const shortId = cardShortIdOf(cardId);
    await shell.execute({ streamId: cardShortIdStreamId(shortId), decider: cardShortIdDecider, command: { type: 'ReserveCardShortId', data: { shortId, cardId }, metadata } });
    await shell.execute({ streamId: cardStreamId(cardId), decider: cardDecider, command: { type: 'GenerateCard', data: { cardId }, metadata } });
  }
};

const organisationExists = (queries: QueryBus, id: string) =>
  queries.execute(new GetOrganisationQuery(id)).then(
    () => true,
    () => false,
  );

/**
 * Creates what is missing of the demo, through the same command handlers the HTTP API uses: the demo
 * organisation with its people, the support organisation, and the demo users (an owner admin of the
 * demo organisation and a superadmin) with their demo passwords. Running it again changes nothing.
 */
export const seedDemo = async (app: INestApplication, runtime: Runtime): Promise<DemoAccess> => {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const support = demoPrincipal(DEMO_SUPERADMIN);

  if (!(await organisationExists(queries, SUPPORT_ORGANISATION.id))) {
    await commands.execute(new CreateOrganisationCommand({ organisationId: SUPPORT_ORGANISATION.id, name: SUPPORT_ORGANISATION.name }, commandMetadata(support, SUPPORT_ORGANISATION.id)));
    await seedStockDesigns(commands, runtime.files, support, SUPPORT_ORGANISATION.id);
  }
  const seeded = !(await organisationExists(queries, DEMO_ORGANISATION.id));
  if (seeded) {
    const { id, name, subscriptions } = DEMO_ORGANISATION;
    await commands.execute(new CreateOrganisationCommand({ organisationId: id, name, subscriptions: { purchased: subscriptions }, nfcCards: { purchased: 0 } }, commandMetadata(support, id)));
    await generateDemoCards(runtime, commandMetadata(support, SUPPORT_ORGANISATION.id));
    await commands.execute(new AllocateCardsCommand([...DEMO_CARD_IDS], false, 'default', null, commandMetadata(support, id)));
    for (const { body, subscription } of DEMO_PEOPLE) {
      const meta = commandMetadata(demoPrincipal(DEMO_OWNER), id);
      const { personId } = await commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, personBodySchema.parse(body), meta));
      if (subscription) await commands.execute(new AssignSubscriptionCommand(personId, subscription.type, subscription.card_short_code ?? null, false, meta));
    }
  }

  const createdUsers: string[] = [];
  for (const user of DEMO_USERS) {
    const holder = (await runtime.shell.load(userEmailStreamId(user.email), userEmailDecider)).state.userId;
    if (holder !== null) continue;
    await commands.execute(new CreateUserCommand(user, commandMetadata(support, user.organisationId)));
    createdUsers.push(user.email);
  }
  return { organisationId: DEMO_ORGANISATION.id, seeded, createdUsers };
};

/** Where mail goes, without any credentials an SMTP_URL may carry. */
const mailDestination = (config: Config, url: string): string => {
  if (config.MAIL === 'captured') return `captured: open ${url}/dev/mailbox to read sign-in links, password resets and invites`;
  const smtp = new URL(config.SMTP_URL as string);
  return `sent over SMTP to ${smtp.hostname}${smtp.port ? `:${smtp.port}` : ''}`;
};

export const printWelcome = (config: Config, demo: DemoAccess | null): void => {
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  const lines = [
    '',
    `Profyle admin portal is running at ${url}`,
    `  mode: events in ${config.EVENT_STORE}, read models in ${config.READ_STORE}, data under ${config.DATA_DIR}`,
    `  health and projection lag: ${url}/health`,
    `  mail: ${mailDestination(config, url)}`,
  ];
  if (demo) {
    lines.push(
      demo.seeded ? `  created the demo organisation '${demo.organisationId}' with ${DEMO_PEOPLE.length} people and ${DEMO_CARD_IDS.length} NFC cards` : `  demo organisation: '${demo.organisationId}'`,
      ...(demo.createdUsers.length ? [`  created the demo users ${demo.createdUsers.join(', ')}`] : []),
      '',
      `  Sign in at ${url}/auth/sign-in with a demo user (password sign-in):`,
      `    owner admin of ${DEMO_ORGANISATION.name}: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
      `    superadmin:                     ${DEMO_SUPERADMIN.email} / ${DEMO_SUPERADMIN.password}`,
      `  Or sign in by e-mail link: ${config.MAIL === 'captured' ? `the link appears at ${url}/dev/mailbox` : 'the link is mailed'}.`,
      '',
      `  Try: curl -X POST -H 'content-type: application/json' -d '{"email":"${DEMO_OWNER.email}","password":"${DEMO_OWNER.password}"}' ${url}/v1/auth/password`,
    );
  }
  console.log(lines.join('\n') + '\n');
};
