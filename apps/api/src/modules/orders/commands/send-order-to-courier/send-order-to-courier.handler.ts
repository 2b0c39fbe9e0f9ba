import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ORDER_MESSAGES, type OrderView } from '@profyle/contracts';
import { parseMinorUnits } from '@profyle/domain';
import { COURIER, type Courier, CourierError } from '@profyle/infrastructure';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { onOrder } from '../../order-streams';
import { GetOrderQuery } from '../../queries/get-order/get-order.query';
import { SendOrderToCourierCommand } from './send-order-to-courier.command';

/**
 * Refused before the courier is called once cancelled or sent; then the courier creates its order for
 * the delivery address and its id is recorded. A courier refusal is 'Failed to send to Click and Drop'
 * with the courier's reason.
 */
@CommandHandler(SendOrderToCourierCommand)
export class SendOrderToCourierHandler implements ICommandHandler<SendOrderToCourierCommand, { royalMailOrderId: string }> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(COURIER) private readonly courier: Courier,
    private readonly queries: QueryBus,
  ) {}

  async execute({ orderId, metadata }: SendOrderToCourierCommand): Promise<{ royalMailOrderId: string }> {
    await this.shell.dryRun(onOrder({ type: 'SendOrderToCourier', data: { orderId }, metadata }));
    const order = await this.queries.execute<GetOrderQuery, OrderView>(new GetOrderQuery(metadata.organisationId, orderId));
    const failed = (reason: string) =>
      new HttpException({ errorMessage: `${ORDER_MESSAGES.courierError}: ${reason}`, errors: [] }, HttpStatus.BAD_GATEWAY);
    if (!order.address) throw failed('the order has no delivery address');
    const address = order.address;
    let created;
    try {
      created = await this.courier.createOrder({
        reference: order.short_code,
        recipient: {
          address: { fullName: order.attention, companyName: address.name, addressLine1: address.line1, addressLine2: address.line2, city: address.city, county: address.region, postcode: address.postcode, country: address.country },
          phoneNumber: order.contact_number,
          emailAddress: null,
        },
        items: order.line_items.map((line) => ({ description: `NFC cards: ${line.design_name}`, quantity: line.quantity, unitValue: parseMinorUnits(line.unit_price) as number })),
        subtotal: parseMinorUnits(order.list_value) as number,
        currency: order.currency,
        orderDate: order.meta.createdAt,
      });
    } catch (error) {
      if (error instanceof CourierError) throw failed(error.message);
      throw error;
    }
    const recorded = await this.shell.execute(onOrder({ type: 'RecordCourierOrder', data: { orderId, courier: this.courier.name, courierOrderId: created.courierOrderId }, metadata }));
    await this.runtime.awaitProjections(recorded.position);
    return { royalMailOrderId: created.courierOrderId };
  }
}
