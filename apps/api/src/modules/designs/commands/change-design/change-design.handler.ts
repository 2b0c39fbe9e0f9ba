import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { designsProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { onDesign } from '../../design-streams';
import { DesignMails } from '../../services/design-mails';
import { ChangeDesignCommand } from './change-design.command';

/**
 * Runs one change on a design, then e-mails whom it concerns (spec 002 section 6): the customer (the
 * design's creator) when a proof is uploaded, and the creator when the design team asks for assets.
 */
@CommandHandler(ChangeDesignCommand)
export class ChangeDesignHandler implements ICommandHandler<ChangeDesignCommand, void> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(DesignMails) private readonly mails: DesignMails,
  ) {}

  async execute({ command, origin }: ChangeDesignCommand): Promise<void> {
    const changed = await this.shell.execute(onDesign(command));
    await this.runtime.awaitProjections(changed.position);
    const notify = changed.events.find((event) => event.type === 'DesignProofUploaded' || event.type === 'DesignAssetsRequested');
    if (!notify) return;
    const design = await readModel(this.store, designsProjection).get(command.data.designId);
    const creator = design?.meta.createdBy ?? '';
    if (!design || !creator.includes('@')) return;
    const link = `${origin}/portal/nfc/designs/${encodeURIComponent(design.id)}`;
    if (notify.type === 'DesignProofUploaded') await this.mails.proofReady(creator, { name: design.name, link });
    else if (notify.type === 'DesignAssetsRequested') await this.mails.assetsRequested(creator, { name: design.name, link, comment: notify.data.comment });
  }
}
