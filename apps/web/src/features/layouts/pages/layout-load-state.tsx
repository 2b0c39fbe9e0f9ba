import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import type { useLayoutFromRoute } from '../use-layout-route';

/** Loading, not found (the 404 page), or the load error of a layout page. */
export const LayoutLoadState = ({ query }: { query: ReturnType<typeof useLayoutFromRoute>['query'] }) => {
  const t = useT();
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(query.error) === 404) return <NotFoundPage inPortal />;
  return <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(query.error, t('common.unknownError')) })}</Alert>;
};
