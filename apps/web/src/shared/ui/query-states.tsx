import type { ReactNode } from 'react';
import { type ApiError, errorMessageOf } from '../../app/api-errors';
import { useT } from '../../app/i18n';
import { Alert, LoadingView } from './feedback';

interface QueryLike {
  isLoading: boolean;
  isError: boolean;
  error?: ApiError;
}

/**
 * The states every list screen walks through, in one place: loading, a load error (always worded the
 * same: common.loadError with the server's message), empty, then the content.
 */
export const QueryStates = ({ query, isEmpty, empty, children }: { query: QueryLike; isEmpty: boolean; empty: ReactNode; children: ReactNode }) => {
  const t = useT();
  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (query.isError)
    return (
      <div css={{ padding: 24 }}>
        <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(query.error, t('common.unknownError')) })}</Alert>
      </div>
    );
  return <>{isEmpty ? empty : children}</>;
};
