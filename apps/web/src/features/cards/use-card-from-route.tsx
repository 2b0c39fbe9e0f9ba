import { useParams } from 'react-router-dom';
import { errorMessageOf, statusOf } from '../../app/api-errors';
import { useT } from '../../app/i18n';
import { Alert, LoadingView } from '../../shared/ui/feedback';
import { useSession } from '../auth/session';
import { NotFoundPage } from '../shell/pages/not-found-page';
import { useGetCardQuery } from './cards-api';

/** The card of the route (/portal/nfc/cards/{id}...). */
export const useCardFromRoute = () => {
  const { cardId = '' } = useParams();
  const { organisationId } = useSession();
  const query = useGetCardQuery({ organisationId, cardId });
  return { cardId, organisationId, query };
};

/** Loading, the not-found page, or the load error, while the card is not there. */
export const CardLoadState = ({ query }: { query: ReturnType<typeof useCardFromRoute>['query'] }) => {
  const t = useT();
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  return <Alert tone="danger">{errorMessageOf(query.error, t('common.unknownError'))}</Alert>;
};

export const cardPagePath = (cardId: string) => `/portal/nfc/cards/${encodeURIComponent(cardId)}`;
