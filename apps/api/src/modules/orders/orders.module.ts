import { Module } from '@nestjs/common';
import { COURIER, PAYMENT_PROVIDER } from '@profyle/infrastructure';
import { AssignOrderCardsController } from './commands/assign-order-cards/assign-order-cards.controller';
import { AssignOrderCardsHandler } from './commands/assign-order-cards/assign-order-cards.handler';
import { ChangeOrderHandler } from './commands/change-order/change-order.handler';
import { OrderActionsController } from './commands/change-order/order-actions.controller';
import { CheckoutController } from './commands/complete-checkout/checkout.controller';
import { CompleteCheckoutHandler } from './commands/complete-checkout/complete-checkout.handler';
import { EmbeddedCheckoutController } from './commands/complete-checkout/embedded-checkout.controller';
import { PlaceCardOrderController } from './commands/place-card-order/place-card-order.controller';
import { PlaceCardOrderHandler } from './commands/place-card-order/place-card-order.handler';
import { PlaceSubscriptionOrderController } from './commands/place-subscription-order/place-subscription-order.controller';
import { PlaceSubscriptionOrderHandler } from './commands/place-subscription-order/place-subscription-order.handler';
import { SendOrderToCourierController } from './commands/send-order-to-courier/send-order-to-courier.controller';
import { SendOrderToCourierHandler } from './commands/send-order-to-courier/send-order-to-courier.handler';
import { StartCheckoutController } from './commands/start-checkout/start-checkout.controller';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler';
import { commerceAdapters } from './commerce-adapters';
import { GetOrderController } from './queries/get-order/get-order.controller';
import { GetOrderHandler } from './queries/get-order/get-order.handler';
import { ListOrdersController } from './queries/list-orders/list-orders.controller';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { OrderFacts } from './services/order-facts';
import { OrderFollowUps } from './services/order-follow-ups';

/** Orders and billing (spec 002): card and subscription orders, checkout through the payment port, the courier, fulfilment. */
@Module({
  controllers: [
    PlaceSubscriptionOrderController,
    PlaceCardOrderController,
    ListOrdersController,
    GetOrderController,
    OrderActionsController,
    AssignOrderCardsController,
    SendOrderToCourierController,
    StartCheckoutController,
    CheckoutController,
    EmbeddedCheckoutController,
  ],
  providers: [
    ...commerceAdapters,
    OrderFacts,
    OrderFollowUps,
    PlaceCardOrderHandler,
    PlaceSubscriptionOrderHandler,
    ChangeOrderHandler,
    AssignOrderCardsHandler,
    SendOrderToCourierHandler,
    StartCheckoutHandler,
    CompleteCheckoutHandler,
    ListOrdersHandler,
    GetOrderHandler,
  ],
  exports: [PAYMENT_PROVIDER, COURIER, OrderFacts],
})
export class OrdersModule {}
