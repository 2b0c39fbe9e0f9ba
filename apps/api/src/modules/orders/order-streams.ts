import { type OrderCommand, orderDecider, orderStreamId } from '@profyle/domain';

/** The shell's execution of a command on its order's stream. */
export const onOrder = (command: OrderCommand, ifMatch?: number) => ({ streamId: orderStreamId(command.data.orderId), decider: orderDecider, command, ifMatch });
