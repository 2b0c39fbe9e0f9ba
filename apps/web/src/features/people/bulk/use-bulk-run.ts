import { useCallback, useRef, useState } from 'react';
import type { BulkResultRow } from '@profyle/contracts/subscriptions';
import { errorMessageOf } from '../../../app/api-errors';
import { type BulkAction, useBulkPeopleMutation } from '../people-api';

/** Rows per request: each batch answers in about a second, so no request stays open for long. */
export const BULK_BATCH_SIZE = 100;

export interface BulkRun {
  done: number;
  total: number;
  rows: BulkResultRow[];
  /** The message of the request that failed (the rows after it were not sent), or null. */
  failure: string | null;
  running: boolean;
}

const idle: BulkRun = { done: 0, total: 0, rows: [], failure: null, running: false };

/**
 * Runs a bulk action over a selection in batches, one request after the other, collecting every row's
 * result and the progress. A dry run of an assignment tells each batch how many subscriptions the
 * batches before it would take (`reserved`), so the preview is the one a single request would give.
 */
export const useBulkRun = (organisationId: string) => {
  const [send] = useBulkPeopleMutation();
  const [run, setRun] = useState<BulkRun>(idle);
  const cancelled = useRef(false);

  const start = useCallback(
    async (action: BulkAction, ids: readonly string[], options: { dryRun?: boolean; sendEmail?: boolean; groupId?: string } = {}): Promise<BulkRun> => {
      cancelled.current = false;
      let state: BulkRun = { done: 0, total: ids.length, rows: [], failure: null, running: true };
      setRun(state);
      let reserved = 0;
      for (let start = 0; start < ids.length && !cancelled.current; start += BULK_BATCH_SIZE) {
        const peopleIds = ids.slice(start, start + BULK_BATCH_SIZE);
        const result = await send({ organisationId, action, peopleIds, ...options, ...(options.dryRun ? { reserved } : {}) });
        if ('error' in result) {
          state = { ...state, failure: errorMessageOf(result.error, ''), running: false };
          setRun(state);
          return state;
        }
        reserved += result.data.results.filter((row) => row.success).length;
        state = { ...state, done: state.done + peopleIds.length, rows: [...state.rows, ...result.data.results] };
        setRun(state);
      }
      state = { ...state, running: false };
      setRun(state);
      return state;
    },
    [organisationId, send],
  );

  const reset = useCallback(() => {
    cancelled.current = true;
    setRun(idle);
  }, []);

  return { run, start, reset };
};
