import { assertPersonInOrganisation, type CommandMetadata, isPersonInOrganisation, personDecider, personStreamId } from '@profyle/domain';
import type { StreamCondition } from '@profyle/infrastructure';
import type { CommandShell } from '../../shared/command-shell/command-shell';
import { ConcurrencyExhaustedError, PreconditionFailedError, StaleDependencyError } from '../../shared/command-shell/command-errors';

/** Reads of a person that keeps changing under a step before the step gives up (answered 409). */
const MAX_ATTEMPTS = 8;

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

/**
 * Runs a step on another stream (the organisation's) for a person who must be in the organisation of the
 * request and stay as they were until the step's append: the step passes `dependsOn` to its execution.
 *
 * Where the event store checks that at append, the person is taken as this process last knew them, without
 * a read. Only a person known to be in the organisation (and at the If-Match revision) is taken so: any
 * other answer comes from a fresh read. If the person changed before the append, the step is refused
 * without writing anything, and runs again after a fresh read.
 */
export const withPersonInOrganisation = async <T>(
  shell: CommandShell,
  personId: string,
  metadata: CommandMetadata,
  ifMatch: number | undefined,
  step: (dependsOn: StreamCondition[]) => Promise<T>,
): Promise<T> => {
  const stream = personStreamId(personId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const known = attempt === 1 ? shell.known(stream, personDecider) : undefined;
    const usable = known && isPersonInOrganisation(known.state, metadata) && (ifMatch === undefined || ifMatch === known.revision);
    const person = usable ? known : await loadPersonInOrganisation(shell, personId, metadata, ifMatch);
    const dependsOn = shell.checksOtherStreams ? [{ streamId: stream, revision: person.revision ?? ('no-stream' as const) }] : [];
    try {
      return await step(dependsOn);
    } catch (error) {
      if (!(error instanceof StaleDependencyError && error.streamId === stream)) throw error;
    }
  }
  throw new ConcurrencyExhaustedError(stream, MAX_ATTEMPTS);
};
