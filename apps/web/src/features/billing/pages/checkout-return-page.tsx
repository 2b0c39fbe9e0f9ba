import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LoadingView } from '../../../shared/ui/feedback';
import { useSession } from '../../auth/session';
import { organisationsApi } from '../../organisations/organisations-api';
import { useSessionStatusQuery } from '../billing-api';

/**
 * The page the payment provider sends the customer back to (session_id in the query), spec 002
 * section 4: complete refreshes the organisation and shows the thank-you page; open goes to the
 * dashboard; a missing id or a failed fetch goes to billing.
 */
export const CheckoutReturnPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { organisationId } = useSession();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const status = useSessionStatusQuery(sessionId, { skip: sessionId === '' });
  useDocumentTitle(t('checkout.title'));

  useEffect(() => {
    if (sessionId === '' || status.isError) {
      navigate('/portal/billing', { replace: true });
      return;
    }
    if (!status.data) return;
    if (status.data.status === 'complete') {
      dispatch(organisationsApi.util.invalidateTags([{ type: 'Organisation', id: organisationId }, 'Order', 'SubscriptionHistory']));
      const query = new URLSearchParams({ status: 'complete', ...(status.data.customer_email ? { email: status.data.customer_email } : {}) });
      navigate(`/portal/billing/orders/thank-you?${query}`, { replace: true });
    } else navigate('/portal/dashboard', { replace: true });
  }, [sessionId, status.data, status.isError, navigate, dispatch, organisationId]);

  return <LoadingView label={t('checkout.returning')} />;
};

export default CheckoutReturnPage;
