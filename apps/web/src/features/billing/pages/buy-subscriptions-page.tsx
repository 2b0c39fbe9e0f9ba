import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, TextLink } from '../../../shared/ui/button';
import { Card, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useCreateSubscriptionSessionMutation } from '../billing-api';
import { SubscriptionCount, SubscriptionTotal } from '../components/subscription-count';

/**
 * /portal/billing/orders/subscriptions/buy: subscriptions paid by card now (POST /v1/checkout/create-session
 * {organisation_id, type: subscription}), then the checkout page with the session it opened.
 */
export const BuySubscriptionsPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [start, { isLoading }] = useCreateSubscriptionSessionMutation();
  const [count, setCount] = useState(1);
  useDocumentTitle(t('buySubscriptions.title'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await start({ organisation_id: organisationId, quantity: count });
    if ('error' in result) {
      notify(errorMessageOf(result.error, t('newOrder.createError')), 'error');
      return;
    }
    navigate(`/portal/billing/orders/${encodeURIComponent(result.data.order_id)}/checkout`, { state: { clientSecret: result.data.clientSecret } });
  };

  return (
    <>
      <PageHeader title={t('buySubscriptions.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('buySubscriptions.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={5}>
            <p css={{ margin: 0 }}>{t('buySubscriptions.body')}</p>
            <SubscriptionCount id="subscriptions" label={t('newSubscriptions.count')} value={count} onChange={setCount} />
            <SubscriptionTotal count={count} />
            <Row justify="space-between">
              <TextLink to="/portal/billing/orders/new-subscriptions">{t('buySubscriptions.byInvoice')}</TextLink>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('buySubscriptions.submit')}
              </Button>
            </Row>
          </Stack>
        </form>
      </Card>
    </>
  );
};

export default BuySubscriptionsPage;
