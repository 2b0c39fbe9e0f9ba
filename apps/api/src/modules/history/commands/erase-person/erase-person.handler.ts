import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ErasureResult } from '@profyle/contracts';
import { assertPersonInOrganisation, INTRODUCTION_EVENT_TYPES, personDecider, personStreamId } from '@profyle/domain';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { DeletePersonCommand } from '../../../people/commands/delete-person/delete-person.command';
import { HistoryReader } from '../../history-reader';
import { ErasePersonCommand } from './erase-person.command';
import { cleanUpAfterErasure } from './personal-data-cleanup';

/**
 * A person's erasure (a superadmin acting on the person's request, with a reason):
 * 1. an active person is deleted first, the usual way (their e-mail and subscription go back);
 * 2. `PersonErased` is appended: the audit record of who erased, when and why, itself holding no
 *    personal data;
 * 3. the person's key is destroyed, so every personal field of every event of theirs, on their stream
 *    and the organisation's, reads as erased from now on: read models rebuilt, history, exports;
 * 4. copies made before (uploaded photos, webhook bodies, import results) are deleted or redacted.
 * Each step is idempotent: a failed erasure is finished by sending it again.
 */
@CommandHandler(ErasePersonCommand)
export class ErasePersonHandler implements ICommandHandler<ErasePersonCommand, ErasureResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
    private readonly history: HistoryReader,
  ) {}

  async execute({ personId, reason, metadata }: ErasePersonCommand): Promise<ErasureResult> {
    const streamId = personStreamId(personId);
    const erasure = { streamId, decider: personDecider, command: { type: 'ErasePerson', data: { personId, reason }, metadata } as const };
    const { state } = await this.shell.load(streamId, personDecider);
    if (state.status === 'active') {
      assertPersonInOrganisation(state, metadata);
      await this.commands.execute(new DeletePersonCommand(personId, metadata));
    }
    // Refuses a person of another organisation, or one that never existed, before anything is touched.
    await this.shell.dryRun(erasure);
    // Read while it is still readable: what the clean-up must find (photos, delivered webhook bodies).
    const events = await this.shell.history(streamId);
    const introductions = await this.introductionsOf(metadata.organisationId, personId);

    const erased = await this.shell.execute(erasure);
    const erasedAt = (await this.shell.load(streamId, personDecider)).state.erasedAt ?? metadata.now;
    await this.runtime.personalData.erase(streamId, erasedAt);
    this.history.forget();
    const cleaned = await cleanUpAfterErasure({ store: this.runtime.readStore, files: this.runtime.files }, metadata.organisationId, personId, events, introductions);
    await this.runtime.awaitProjections(erased.position);
    return { person_id: personId, erased_at: erasedAt, cleaned };
  }

  /** The event ids of the introductions captured from the person's Profyle, through the organisation's index. */
  private async introductionsOf(organisationId: string, personId: string): Promise<string[]> {
    const ids: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await this.runtime.eventStore.readOrganisationLog(organisationId, { before, limit: 500, filter: { types: INTRODUCTION_EVENT_TYPES as string[] } });
      for (const event of page) if ((event.data as { personId?: string }).personId === personId) ids.push(event.id);
      if (page.length < 500) return ids;
      before = page[page.length - 1].position;
    }
  }
}
