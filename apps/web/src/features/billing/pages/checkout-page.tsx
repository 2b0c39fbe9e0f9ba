import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useCheckoutConfigQuery, useCreateOrderSessionMutation, useGetOrderQuery } from '../billing-api';
import { EmbeddedTestCheckout } from '../components/embedded-test-checkout';
import { StripeCheckout } from '../components/stripe-checkout';

/**
 * /portal/billing/orders/{id}/checkout (spec 002 section 4): the online payment of an order. An order
 * not awaiting payment goes back to billing with 'Order has already been paid'. The session comes from
 * the page that opened it (buying subscriptions) or is opened here (create-session); the checkout is
 * the configured provider's.
 */
export const CheckoutPage = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { orderId = '' } = useParams();
  const location = useLocation();
  const order = useGetOrderQuery({ organisationId, orderId }, { refetchOnMountOrArgChange: true });
  const config = useCheckoutConfigQuery();
  const [createSession, created] = useCreateOrderSessionMutation();
  const [clientSecret, setClientSecret] = useState<string | null>((location.state as { clientSecret?: string } | null)?.clientSecret ?? null);
  const asked = useRef(false);
  useDocumentTitle(t('checkout.title'));

  const awaiting = order.data?.status === 'awaiting_payment';
  useEffect(() => {
    if (!awaiting || clientSecret || asked.current) return;
    asked.current = true;
    void createSession({ organisationId, orderId }).then((result) => {
      if ('data' in result && result.data) setClientSecret(result.data.secret);
    });
  }, [awaiting, clientSecret, createSession, organisationId, orderId]);

  const alreadyPaid = order.data !== undefined && !awaiting;
  useEffect(() => {
    if (alreadyPaid) notify(t('checkout.alreadyPaid'), 'error');
  }, [alreadyPaid, notify, t]);

  if (order.isError) return <Alert tone="danger">{errorMessageOf(order.error, t('order.notFound'))}</Alert>;
  if (alreadyPaid) return <Navigate to="/portal/billing" replace />;
  const failed = created.error ?? config.error;
  return (
    <>
      <PageHeader title={t('checkout.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('order.title', { code: order.data?.short_code ?? '' }), to: `/portal/billing/orders/${encodeURIComponent(orderId)}` }, { label: t('checkout.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        {failed ? (
          <Alert tone="danger">{errorMessageOf(failed, t('common.unknownError'))}</Alert>
        ) : !clientSecret || !config.data ? (
          <LoadingView label={t('checkout.loading')} />
        ) : config.data.provider === 'embedded' ? (
          <EmbeddedTestCheckout clientSecret={clientSecret} />
        ) : (
          <StripeCheckout publishableKey={config.data.publishable_key ?? ''} clientSecret={clientSecret} />
        )}
      </Card>
    </>
  );
};

export default CheckoutPage;
