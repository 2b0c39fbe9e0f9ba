import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BulkResultRow, PERSON_MESSAGE_TEXTS } from '@profyle/contracts';
import { type CommandMetadata, DomainError, isDomainError, ORGANISATION_ERROR_CODES, organisationDecider, organisationStreamId, PERSON_ERROR_CODES, PERSON_ERROR_MESSAGES, personDecider, personStreamId, previewSubscriptionAssignments } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { peopleListProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest } from '../../../../shared/organisation/organisation-command';
import { readModel } from '../../../../shared/read-model/read-model';
import { PersonMessageWork } from '../../../person-messages/services/person-message-work';
import { ProfyleOwners } from '../../../person-messages/services/profyle-owners';
import { PersonSteps } from '../../person-steps';
import { SavePersonCommand, type SavePersonResult } from '../save-person/save-person.command';
import { BulkPeopleCommand } from './bulk-people.command';

/** The refusals the spec answers per row with their bare code (spec 001 section 8); others with their message. */
const ROW_CODES: readonly string[] = [ORGANISATION_ERROR_CODES.hasSubscription, ORGANISATION_ERROR_CODES.noSubscriptions, ORGANISATION_ERROR_CODES.noSubscription];
const rowError = (error: DomainError): string => (ROW_CODES.includes(error.code) ? error.code : error.message);

/**
 * A bulk action from the people list: every row is its own command (its own append, decided on its own),
 * with its own result, so one refused row never blocks or half-applies another. Rows run one after the
 * other in the order given; the read models are awaited once, after the last row. The assignment's dry
 * run decides every row by the same rules on the state the rows before it would leave, appending nothing.
 */
@CommandHandler(BulkPeopleCommand)
export class BulkPeopleHandler implements ICommandHandler<BulkPeopleCommand, BulkResultRow[]> {
  constructor(
    @Inject(PersonSteps) private readonly steps: PersonSteps,
    @Inject(PersonMessageWork) private readonly messages: PersonMessageWork,
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ action, peopleIds, options, metadata }: BulkPeopleCommand): Promise<BulkResultRow[]> {
    const names = await this.names(metadata.organisationId, peopleIds);
    const row = (id: string, error: string | null): BulkResultRow => ({ id, name: names.get(id) ?? '', success: error === null, error });

    if (action === 'assign-subscriptions' && options.dryRun) {
      const { state } = await this.shell.load(organisationStreamId(metadata.organisationId), organisationDecider);
      return previewSubscriptionAssignments(state, peopleIds, metadata, options.reserved ?? 0).map(({ personId, refusal }) => row(personId, refusal && rowError(refusal)));
    }

    const results: BulkResultRow[] = [];
    let position: number | null = null;
    for (const personId of peopleIds) {
      try {
        position = latest(position, await this.one(action, personId, options, metadata));
        results.push(row(personId, null));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        results.push(row(personId, rowError(error)));
      }
    }
    await this.runtime.awaitProjections(position);
    return results;
  }

  private one(action: BulkPeopleCommand['action'], personId: string, options: BulkPeopleCommand['options'], metadata: CommandMetadata): Promise<number | null> {
    switch (action) {
      case 'assign-subscriptions':
        return this.steps.assignSubscription(personId, 'digital', null, options.sendEmail ?? true, metadata);
      case 'remove-subscriptions':
        return this.steps.removeSubscription(personId, metadata);
      case 'delete-people':
        return this.steps.deletePerson(personId, metadata);
      case 'send-welcome-email':
        return this.withProfyle(personId, metadata, () => this.messages.scheduleWelcome(personId, `bulk-${metadata.correlationId}`, metadata));
      case 'send-academy-emails':
        return this.withProfyle(personId, metadata, async () => {
          await this.messages.enrolInAcademy(personId, metadata);
          return null;
        });
      case 'move-group':
        return this.moveToGroup(personId, options.groupId as string, metadata);
    }
  }

  /** E-mails go to people with a Profyle only (their links need one). */
  private async withProfyle(personId: string, metadata: CommandMetadata, send: () => Promise<number | null>): Promise<number | null> {
    const { person } = await this.owners.byPerson(metadata.organisationId, personId);
    if (!person.subscription) throw new DomainError('person.no_profyle', PERSON_MESSAGE_TEXTS.noProfyle, 'rule');
    return send();
  }

  /** The person saved with the new group, through the same save as the person form (the group must exist). */
  private async moveToGroup(personId: string, groupId: string, metadata: CommandMetadata): Promise<number | null> {
    const { state } = await this.shell.load(personStreamId(personId), personDecider);
    if (state.status !== 'active' || state.organisationId !== metadata.organisationId) throw new DomainError(PERSON_ERROR_CODES.notFound, PERSON_ERROR_MESSAGES.notFound, 'not_found');
    // The stored PIN or password stays as it is: an empty one keeps it.
    await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(personId, { ...state.profile, group_id: groupId, password: '' }, metadata));
    return null;
  }

  private async names(organisationId: string, ids: string[]): Promise<Map<string, string>> {
    const rows = await readModel(this.store, peopleListProjection).getMany(ids);
    return new Map(rows.filter((row) => row.organisation_id === organisationId).map((row) => [row.person_id, `${row.first_name} ${row.last_name}`.trim() || row.email]));
  }
}
