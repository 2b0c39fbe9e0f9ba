import { Inject, Injectable } from '@nestjs/common';
import { organisationIdFromName } from '@profyle/contracts';
import { type CommandMetadata, type CreateOrganisationData, DomainError, isDomainError, ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES, organisationDecider, organisationStreamId } from '@profyle/domain';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { latest } from '../../../shared/organisation/organisation-command';
import { LifecycleTimers } from '../../organisations/services/lifecycle-timers';

/** How many taken ids are stepped over (name, name_2 ... name_50) before giving up. */
const ATTEMPTS = 50;

/**
 * Opens an organisation under the id its name gives (spec 002: "organisation id derived from company
 * name", and unique): when that id is taken, the first free `<id>_<n>`. The organisation stream decides
 * whether an id is free, so two demos created at once for the same name get different ids.
 */
@Injectable()
export class OrganisationOpening {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(LifecycleTimers) private readonly timers: LifecycleTimers,
  ) {}

  /** `preferredId` (made a valid id the same way) is tried instead of the name's id when given. */
  async open(data: Omit<CreateOrganisationData, 'organisationId'>, metadata: CommandMetadata, preferredId?: string): Promise<{ organisationId: string; position: number | null }> {
    const base = organisationIdFromName(preferredId ?? data.name).slice(0, 58);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const organisationId = attempt === 1 ? base : `${base}_${attempt}`;
      try {
        const created = await this.shell.execute({
          streamId: organisationStreamId(organisationId),
          decider: organisationDecider,
          command: { type: 'CreateOrganisation', data: { ...data, organisationId }, metadata: { ...metadata, organisationId } },
        });
        // A trial's end is waited for by the scheduler.
        const scheduled = await this.timers.ensure(organisationId, metadata);
        return { organisationId, position: latest(created.position, scheduled) };
      } catch (error) {
        if (!(isDomainError(error) && error.code === ORGANISATION_ERROR_CODES.exists)) throw error;
      }
    }
    throw new DomainError(ORGANISATION_ERROR_CODES.exists, ORGANISATION_ERROR_MESSAGES.exists, 'conflict');
  }
}
