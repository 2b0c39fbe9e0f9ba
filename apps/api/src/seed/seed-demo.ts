import type { INestApplication } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { personBodySchema } from '@profyle/contracts';
import type { Config } from '../config/config';
import { CreateOrganisationCommand } from '../modules/organisations/commands/create-organisation/create-organisation.command';
import { GetOrganisationQuery } from '../modules/organisations/queries/get-organisation/get-organisation.query';
import { AssignSubscriptionCommand } from '../modules/people/commands/assign-subscription/assign-subscription.command';
import { SavePersonCommand, type SavePersonResult } from '../modules/people/commands/save-person/save-person.command';
import type { Runtime } from '../runtime/runtime';
import { commandMetadata } from '../shared/command-shell/command-metadata';
import { DEMO_ORGANISATION, DEMO_OWNER, DEMO_PEOPLE, DEMO_SUPERADMIN } from './demo-data';

export interface DemoAccess {
  organisationId: string;
  seeded: boolean;
  tokens: { owner: string; superadmin: string };
}

/** Development tokens live a week; sign-in replaces them. */
const DEV_TOKEN_LIFETIME = '7d';

const organisationExists = (queries: QueryBus) =>
  queries.execute(new GetOrganisationQuery(DEMO_ORGANISATION.id)).then(
    () => true,
    () => false,
  );

/**
 * On the first run, creates the demo organisation and its people through the same command handlers the
 * HTTP API uses. Every run signs fresh development tokens for the demo owner and superadmin.
 */
export const seedDemo = async (app: INestApplication, runtime: Runtime): Promise<DemoAccess> => {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const seeded = !(await organisationExists(queries));
  if (seeded) {
    const { id, name, subscriptions, nfcCards } = DEMO_ORGANISATION;
    await commands.execute(
      new CreateOrganisationCommand({ organisationId: id, name, subscriptions: { purchased: subscriptions }, nfcCards: { purchased: nfcCards } }, commandMetadata(DEMO_SUPERADMIN, id)),
    );
    for (const { body, subscription } of DEMO_PEOPLE) {
      const meta = commandMetadata(DEMO_OWNER, id);
      const { personId } = await commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, personBodySchema.parse(body), meta));
      if (subscription) await commands.execute(new AssignSubscriptionCommand(personId, subscription.type, subscription.card_short_code ?? null, false, meta));
    }
  }
  return {
    organisationId: DEMO_ORGANISATION.id,
    seeded,
    tokens: { owner: await runtime.tokens.sign(DEMO_OWNER, DEV_TOKEN_LIFETIME), superadmin: await runtime.tokens.sign(DEMO_SUPERADMIN, DEV_TOKEN_LIFETIME) },
  };
};

export const printWelcome = (config: Config, demo: DemoAccess | null): void => {
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  const lines = [
    '',
    `Profyle admin portal is running at ${url}`,
    `  mode: events in ${config.EVENT_STORE}, read models in ${config.READ_STORE}, data under ${config.DATA_DIR}`,
    `  health and projection lag: ${url}/health`,
  ];
  if (demo) {
    lines.push(
      demo.seeded ? `  created the demo organisation '${demo.organisationId}' with ${DEMO_PEOPLE.length} people` : `  demo organisation: '${demo.organisationId}'`,
      '',
      `  Development bearer tokens (valid 7 days):`,
      `    owner admin ${DEMO_OWNER.email}:`,
      `      ${demo.tokens.owner}`,
      `    superadmin ${DEMO_SUPERADMIN.email}:`,
      `      ${demo.tokens.superadmin}`,
      '',
      `  Try: curl -H "Authorization: Bearer <owner token>" ${url}/v1/enterprise/${demo.organisationId}/people`,
    );
  }
  console.log(lines.join('\n') + '\n');
};
