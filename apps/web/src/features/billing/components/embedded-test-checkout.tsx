import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { Button } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { FieldGrid, Muted, Row, Stack } from '../../../shared/ui/layout';
import { TextField } from '../../../shared/ui/fields';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useEmbeddedCheckoutQuery, usePayEmbeddedCheckoutMutation } from '../billing-api';
import { useMoney } from '../use-money';

/** Groups of four as a card number is printed. */
const cardNumberInput = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The local test checkout of the embedded payment provider (PAYMENTS=embedded): the session's lines and
 * total, and a card form that pays with the provider's test cards. No card is ever charged. After
 * paying, the browser goes where the provider's return URL says, as with a real provider.
 */
export const EmbeddedTestCheckout = ({ clientSecret }: { clientSecret: string }) => {
  const t = useT();
  const navigate = useNavigate();
  const { formatNumber } = useFormatters();
  const { formatAmount } = useMoney();
  const session = useEmbeddedCheckoutQuery(clientSecret);
  const [pay, { isLoading }] = usePayEmbeddedCheckoutMutation();
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (session.isLoading) return <LoadingView label={t('checkout.loading')} />;
  if (!session.data) return <Alert tone="danger">{t('checkout.paymentError', { message: errorMessageOf(session.error, t('common.unknownError')) })}</Alert>;
  const { lines, amount_total, currency } = session.data;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await pay({ client_secret: clientSecret, card_number: card, name });
    if ('error' in result) {
      setError(fieldErrorsOf(result.error).card_number ?? errorMessageOf(result.error, t('common.unknownError')));
      return;
    }
    const target = new URL(result.data.return_url, window.location.origin);
    navigate(`${target.pathname}${target.search}`);
  };

  return (
    <Stack gap={5}>
      <Alert tone="info">{t('checkout.testMode')}</Alert>
      <TableScroll>
        <Table>
          <tbody>
            {lines.map((line) => (
              <tr key={line.name}>
                <td>{line.name}</td>
                <td>
                  {formatNumber(line.quantity)} × {formatAmount(line.unit_amount, currency)}
                </td>
                <td css={{ textAlign: 'end' }}>{formatAmount(line.total, currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Row justify="space-between">
        <span>
          {t('checkout.total')} <Muted>{t('checkout.exVat')}</Muted>
        </span>
        <strong>{formatAmount(amount_total, currency)}</strong>
      </Row>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          {error ? <Alert tone="danger">{t('checkout.paymentError', { message: error })}</Alert> : null}
          <TextField id="card_number" label={t('checkout.cardNumber')} inputMode="numeric" autoComplete="cc-number" value={card} onChange={(event) => setCard(cardNumberInput(event.target.value))} />
          <FieldGrid>
            <TextField id="card_expiry" label={t('checkout.expiry')} inputMode="numeric" autoComplete="cc-exp" maxLength={5} value={expiry} onChange={(event) => setExpiry(event.target.value)} />
            <TextField id="card_cvc" label={t('checkout.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={cvc} onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))} />
          </FieldGrid>
          <TextField id="card_name" label={t('checkout.nameOnCard')} autoComplete="cc-name" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="primary" loading={isLoading} fullWidth>
            {t('checkout.pay', { amount: formatAmount(amount_total, currency) })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
};
