import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { LifecycleTimers } from '../../services/lifecycle-timers';
import { ChangeLifecycleCommand } from './change-lifecycle.command';

/** One lifecycle command on the organisation's stream (and the timers it sets); answers once the read models include it. */
@CommandHandler(ChangeLifecycleCommand)
export class ChangeLifecycleHandler implements ICommandHandler<ChangeLifecycleCommand, number | null> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(LifecycleTimers) private readonly timers: LifecycleTimers,
  ) {}

  async execute({ change, metadata }: ChangeLifecycleCommand): Promise<number | null> {
    const changed = await onOrganisation(this.shell, metadata, change.type, change.data as never);
    // A new trial end, closing date or deletion date is waited for by the scheduler.
    const scheduled = changed.position === null ? null : await this.timers.ensure(metadata.organisationId, metadata);
    await this.runtime.awaitProjections(latest(changed.position, scheduled));
    return changed.revision;
  }
}
