import { PRODUCTION_MESSAGES } from '@profyle/contracts/production';

/** The production queue's English texts (spec 002 section 8), registered when its chunk loads. */
export const PRODUCTION_EN = {
  'production.title': 'Production',
  'production.subtitle': 'Open orders and designs that need work, longest waiting first.',
  'production.showAll': 'Show all (completed, cancelled, approved and archived too)',
  'production.orders': 'Orders',
  'production.designs': 'Designs',
  'production.ordersError': PRODUCTION_MESSAGES.ordersError,
  'production.designsError': PRODUCTION_MESSAGES.designsError,
  'production.noOrders': PRODUCTION_MESSAGES.noOrders,
  'production.noDesigns': PRODUCTION_MESSAGES.noDesigns,
  'production.organisation': 'Organisation',
  'production.order': 'Order',
  'production.design': 'Design',
  'production.status': 'Status',
  'production.items': 'Items',
  'production.payment': 'Payment',
  'production.updated': 'Last updated',
  'production.stale': '{minutes, plural, one {Waiting more than # minute} other {Waiting more than # minutes}}',
  'production.shown': 'Showing {shown, number} of {total, number}',
} as const;
