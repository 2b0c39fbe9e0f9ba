import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CommandMetadata, freeDemoOrderDecider, freeDemoOrderStreamId, orderDecider, orderStreamId, organisationDecider, organisationStreamId, subscriptionsOwed } from '@profyle/domain';
import { CommandShell } from '../../../shared/command-shell/command-shell';
import { onOrder } from '../order-streams';

/**
 * What follows a payment or a cancellation on other streams. A paid order's subscriptions are added to
 * the organisation's pool (the pool's history names the order), then recorded as credited on the
 * order; asking again (a retried webhook, a second mark-paid) finds nothing owed. A cancelled demo
 * order hands its free-demo claim back.
 */
@Injectable()
export class OrderFollowUps {
  private readonly logger = new Logger('orders');

  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  /** Credits a paid order's subscriptions once; answers the last global position written, if any. */
  async creditSubscriptions(orderId: string, metadata: CommandMetadata): Promise<number | null> {
    const { state } = await this.shell.load(orderStreamId(orderId), orderDecider);
    const owed = subscriptionsOwed(state);
    if (owed === 0) return null;
    await this.shell.execute({
      streamId: organisationStreamId(state.organisationId),
      decider: organisationDecider,
      command: { type: 'AddSubscriptions', data: { count: owed, reason: `Order ${state.shortCode} paid` }, metadata: { ...metadata, organisationId: state.organisationId } },
    });
    const credited = await this.shell.execute(onOrder({ type: 'CreditOrderSubscriptions', data: { orderId }, metadata: { ...metadata, organisationId: state.organisationId } }));
    return credited.position;
  }

  async releaseDemoClaim(orderId: string, metadata: CommandMetadata): Promise<number | null> {
    const released = await this.shell.execute({ streamId: freeDemoOrderStreamId(metadata.organisationId), decider: freeDemoOrderDecider, command: { type: 'ReleaseFreeDemoOrder', data: { orderId }, metadata } });
    if (released.events.length > 0) this.logger.log(`free demo order of ${metadata.organisationId} released by the cancelled order ${orderId}`);
    return released.position;
  }
}
