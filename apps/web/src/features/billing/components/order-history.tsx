import type { OrderHistoryEntry } from '@profyle/contracts/orders';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { Muted } from '../../../shared/ui/layout';
import { useMoney } from '../use-money';

const FIELD_LABELS: Record<string, 'orderPage.name' | 'orderPage.po' | 'orderPage.notes' | 'orderPage.trackingUrl'> = {
  name: 'orderPage.name',
  po: 'orderPage.po',
  notes: 'orderPage.notes',
  tracking_url: 'orderPage.trackingUrl',
};

/** An order's history, oldest first: what happened, the detail it carries, who and when. */
export const OrderHistory = ({ history, currency }: { history: OrderHistoryEntry[]; currency: string }) => {
  const t = useT();
  const { formatDateTime } = useFormatters();
  const { formatAmount } = useMoney();

  const detail = (entry: OrderHistoryEntry): string => {
    const data = entry.data ?? {};
    if (entry.action === 'paid') return data.method === 'online' ? t('orderHistory.paidOnline') : t('orderHistory.paidManual');
    if (entry.action === 'invoiced') return t('orderHistory.invoice', { number: String(data.invoice_no ?? ''), value: formatAmount(String(data.value ?? '0'), currency) });
    if (entry.action === 'shipped') return data.posted ? t('orderHistory.postedNote') : t('orderHistory.tracking', { url: String(data.tracking_url ?? '') });
    if (entry.action === 'assign_cards') return t('orderHistory.cards', { count: Number(data.cards ?? 0) });
    if (entry.action === 'updated') {
      if (data.royal_mail_order_id) return t('orderHistory.courier', { id: String(data.royal_mail_order_id) });
      if (data.subscriptions_added) return t('orderHistory.credited', { count: Number(data.subscriptions_added) });
      const fields = Object.keys(data).filter((key) => key in FIELD_LABELS).map((key) => t(FIELD_LABELS[key]));
      return fields.length ? t('orderHistory.changed', { fields: fields.join(', ') }) : '';
    }
    return entry.comment;
  };

  return (
    <ol css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3) })}>
      {history.map((entry) => {
        const text = detail(entry);
        return (
          <li key={entry.id} css={(theme) => ({ display: 'grid', gap: 2, paddingInlineStart: theme.space(3), borderInlineStart: `3px solid ${theme.colors.border}` })}>
            <strong>{t(`orderHistory.${entry.action}`)}</strong>
            {text ? <span css={{ overflowWrap: 'anywhere' }}>{text}</span> : null}
            {entry.comment && text !== entry.comment ? <span>{entry.comment}</span> : null}
            <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>
              {formatDateTime(entry.at)} · {entry.by}
            </Muted>
          </li>
        );
      })}
    </ol>
  );
};
