import { type CommandMetadata, type OrganisationCommand, organisationDecider, organisationStreamId } from '@profyle/domain';
import type { StreamCondition } from '@profyle/infrastructure';
import type { CommandShell, Executed } from '../command-shell/command-shell';

type DataOf<T extends OrganisationCommand['type']> = Extract<OrganisationCommand, { type: T }>['data'];

/**
 * Runs one command on the organisation's stream, which owns the rules that span aggregates (e-mails,
 * pools, the group tree, people's groups and addresses in use, settings).
 */
export const onOrganisation = <T extends OrganisationCommand['type']>(
  shell: CommandShell,
  metadata: CommandMetadata,
  type: T,
  data: DataOf<T>,
  dependsOn?: StreamCondition[],
): Promise<Executed<any>> =>
  shell.execute({
    streamId: organisationStreamId(metadata.organisationId),
    decider: organisationDecider,
    command: { type, data, metadata } as OrganisationCommand,
    dependsOn,
  });

/** The later of two global positions (null when neither appended anything). */
export const latest = (...positions: (number | null)[]): number | null => {
  const known = positions.filter((p): p is number => p !== null);
  return known.length ? Math.max(...known) : null;
};
