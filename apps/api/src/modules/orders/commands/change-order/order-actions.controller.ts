import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { orderCancelBodySchema, orderInvoicedBodySchema, orderShippedBodySchema, orderUpdateBodySchema, type OrderView, orderViewSchema } from '@profyle/contracts';
import type { CommandMetadata, OrderCommand, OrderDetailChanges } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { GetOrderQuery } from '../../queries/get-order/get-order.query';
import { ChangeOrderCommand } from './change-order.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * The order actions under /v2/org/{orgId}/orders/{id}/... (spec 002 sections 6 and 7): the superadmin's
 * fulfilment toolkit (cancel, paid, completed, invoiced, shipped), the customer's cancel of an unpaid
 * online order, and the in-place edits of the order page (update: name, PO number, notes and tracking
 * URL). Each answers the order as it is now.
 */
@Controller('v2/org/:orgId/orders/:orderId')
export class OrderActionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The superadmin cancels any open order; an admin only the organisation's unpaid online order. */
  @ApiContract({ summary: 'Cancel the order (the superadmin any open order; an admin only an unpaid online order)', body: orderCancelBodySchema, responses: { 200: orderViewSchema } })
  @Delete('cancel')
  @HttpCode(HttpStatus.OK)
  cancel(@Param('orderId') orderId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @CurrentPrincipal() principal: Principal) {
    const { comment } = validInput(orderCancelBodySchema, body);
    return this.change({ type: 'CancelOrder', data: { orderId, comment, byCustomer: !principal.superadmin }, metadata });
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Mark the order paid (superadmin); paid subscriptions are added to the organisation', responses: { 200: orderViewSchema } })
  @Post('paid')
  @HttpCode(HttpStatus.OK)
  paid(@Param('orderId') orderId: string, @CommandMeta() metadata: CommandMetadata) {
    return this.change({ type: 'MarkOrderPaid', data: { orderId, method: 'manual', provider: null, sessionId: null }, metadata });
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Mark the order completed (superadmin)', responses: { 200: orderViewSchema } })
  @Post('completed')
  @HttpCode(HttpStatus.OK)
  completed(@Param('orderId') orderId: string, @CommandMeta() metadata: CommandMetadata) {
    return this.change({ type: 'CompleteOrder', data: { orderId }, metadata });
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Record the order’s invoice: number, URL and value (superadmin)', body: orderInvoicedBodySchema, responses: { 200: orderViewSchema } })
  @Post('invoiced')
  @HttpCode(HttpStatus.OK)
  invoiced(@Param('orderId') orderId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata) {
    const { invoice_no, invoice_url, value } = validInput(orderInvoicedBodySchema, body);
    return this.change({ type: 'InvoiceOrder', data: { orderId, invoiceNo: invoice_no, invoiceUrl: invoice_url, value }, metadata });
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Mark the order shipped, with a tracking URL or posted without one (superadmin)', body: orderShippedBodySchema, responses: { 200: orderViewSchema } })
  @Post('shipped')
  @HttpCode(HttpStatus.OK)
  shipped(@Param('orderId') orderId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata) {
    const { tracking_url, posted } = validInput(orderShippedBodySchema, body);
    return this.change({ type: 'ShipOrder', data: { orderId, trackingUrl: tracking_url || null, posted: posted || tracking_url === '' }, metadata });
  }

  /** Any admin of the organisation edits the labels of its orders. */
  @ApiContract({ summary: 'Edit the order’s name, PO number, notes or tracking URL', body: orderUpdateBodySchema, responses: { 200: orderViewSchema } })
  @Post('update')
  @HttpCode(HttpStatus.OK)
  update(@Param('orderId') orderId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata) {
    const { name, po, notes, tracking_url } = validInput(orderUpdateBodySchema, body);
    const changes: OrderDetailChanges = { name, po, notes, trackingUrl: tracking_url };
    return this.change({ type: 'UpdateOrderDetails', data: { orderId, changes }, metadata });
  }

  private async change(command: OrderCommand): Promise<OrderView> {
    await this.commands.execute(new ChangeOrderCommand(command));
    return this.queries.execute(new GetOrderQuery(command.metadata.organisationId, command.data.orderId));
  }
}
