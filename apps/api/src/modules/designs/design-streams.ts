import { type DesignCommand, designDecider, designStreamId } from '@profyle/domain';

/** The shell's execution of a command on its design's stream. */
export const onDesign = (command: DesignCommand) => ({ streamId: designStreamId(command.data.designId), decider: designDecider, command });
