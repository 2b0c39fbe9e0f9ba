import { assertPersonInOrganisation, type CommandMetadata, personDecider, personStreamId } from '@profyle/domain';
import type { CommandShell } from '../../shared/command-shell/command-shell';
import { PreconditionFailedError } from '../../shared/command-shell/command-errors';

/**
 * The person must exist in the organisation of the request before anything about them is decided on
 * another stream; an If-Match names the person's revision.
 */
export const loadPersonInOrganisation = async (shell: CommandShell, personId: string, metadata: CommandMetadata, ifMatch?: number) => {
  const stream = personStreamId(personId);
  const loaded = await shell.load(stream, personDecider);
  assertPersonInOrganisation(loaded.state, metadata);
  if (ifMatch !== undefined && ifMatch !== loaded.revision) throw new PreconditionFailedError(stream, ifMatch, loaded.revision);
  return loaded;
};
