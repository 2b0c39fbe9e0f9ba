import type { OrderStatus } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { Badge, type Tone } from '../../../shared/ui/feedback';

/** Chip colours of spec 002 section 4: new info, awaiting payment warning, paid secondary, cancelled error, completed success. */
const TONES: Record<OrderStatus, Tone> = { new: 'info', awaiting_payment: 'warning', paid: 'primary', completed: 'success', cancelled: 'danger' };

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`order.status.${status}`)}</Badge>;
};
