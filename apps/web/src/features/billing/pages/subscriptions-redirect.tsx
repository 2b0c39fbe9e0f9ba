import { Navigate } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { LoadingView } from '../../../shared/ui/feedback';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';

/**
 * /portal/billing/orders/subscriptions (spec 002: the choice is not shown). A customer who already holds
 * paid subscriptions tops up by card (buy); a first purchase, or a trial account, goes to the invoice
 * form (new-subscriptions), where a trial is told subscriptions come with the customer account.
 */
export const SubscriptionsRedirect = () => {
  const t = useT();
  const { organisationId } = useSession();
  const organisation = useGetOrganisationQuery(organisationId);
  if (organisation.isLoading) return <LoadingView label={t('common.loading')} />;
  const org = organisation.data;
  const buy = org !== undefined && !org.isDemo && org.subscriptions.purchased > 0;
  return <Navigate to={buy ? '/portal/billing/orders/subscriptions/buy' : '/portal/billing/orders/new-subscriptions'} replace />;
};

export default SubscriptionsRedirect;
