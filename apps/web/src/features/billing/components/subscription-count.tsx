import { priceSubscriptions, SUBSCRIPTION_UNIT_PRICE } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { IconButton } from '../../../shared/ui/button';
import { FieldFrame } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Muted, Row } from '../../../shared/ui/layout';
import { useMoney } from '../use-money';

/** A stepper for a number of subscriptions that cannot go below 1 (spec 002 section 5). */
export const SubscriptionCount = ({ id, label, value, onChange, error }: { id: string; label: string; value: number; onChange: (value: number) => void; error?: string }) => {
  const t = useT();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <IconButton type="button" aria-label={t('newSubscriptions.decrease')} disabled={value <= 1} onClick={() => onChange(Math.max(1, value - 1))}>
          <span aria-hidden css={{ fontSize: 20, lineHeight: 1 }}>
            −
          </span>
        </IconButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => onChange(Math.max(1, Number.parseInt(event.target.value, 10) || 1))}
          css={(theme) => ({ width: 96, textAlign: 'center', font: 'inherit', padding: theme.space(2), borderRadius: theme.radius.sm, border: `1px solid ${theme.colors.borderStrong}`, background: theme.colors.surface, color: theme.colors.text })}
        />
        <IconButton type="button" aria-label={t('newSubscriptions.increase')} onClick={() => onChange(value + 1)}>
          <Icon name="plus" size={18} />
        </IconButton>
      </div>
    </FieldFrame>
  );
};

/** The price of a number of subscriptions for a year, ex VAT, as the domain's price list has it. */
export const SubscriptionTotal = ({ count }: { count: number }) => {
  const t = useT();
  const { formatPence } = useMoney();
  return (
    <>
      <Row justify="space-between">
        <Muted>{t('newSubscriptions.price', { count, price: formatPence(SUBSCRIPTION_UNIT_PRICE.minor) })}</Muted>
        <strong aria-live="polite">{formatPence(priceSubscriptions(count).total.minor)}</strong>
      </Row>
      <Muted>{t('billing.exVat')}</Muted>
    </>
  );
};
