import { useCallback, useRef, useState } from 'react';
import type { LayoutField, LayoutView } from '@profyle/contracts/layouts';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useChangeLayoutFieldMutation } from '../layouts-api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves one field at a time (PATCH field_to_update), as soon as it changes. Saves of one field run one
 * after the other and only the latest waiting value is sent, so a fast typist never sees an older value
 * win. Field errors are kept by path for the fields to show; the snackbar says what failed.
 */
export const useLayoutSaver = (organisationId: string, layoutId: string) => {
  const t = useT();
  const notify = useSnackbar();
  const [change] = useChangeLayoutFieldMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const queues = useRef(new Map<LayoutField, { running: boolean; next?: { value: unknown; resolve: (ok: boolean) => void } }>());

  const send = useCallback(
    async (field: LayoutField, value: unknown): Promise<boolean> => {
      setPending((count) => count + 1);
      setStatus('saving');
      const result = await change({ organisationId, layoutId, field, value });
      setPending((count) => count - 1);
      if ('error' in result) {
        const fieldErrors = fieldErrorsOf(result.error);
        setErrors((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(field))), ...fieldErrors }));
        notify(t('layouts.updateError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
        setStatus('failed');
        return false;
      }
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(field))));
      setStatus((current) => (current === 'failed' ? current : 'saved'));
      return true;
    },
    [change, layoutId, notify, organisationId, t],
  );

  const save = useCallback(
    (field: LayoutField, value: unknown): Promise<boolean> => {
      const queue = queues.current.get(field) ?? { running: false };
      queues.current.set(field, queue);
      if (queue.running) {
        queue.next?.resolve(false);
        return new Promise((resolve) => (queue.next = { value, resolve }));
      }
      queue.running = true;
      const run = async (current: unknown): Promise<boolean> => {
        const ok = await send(field, current);
        const next = queue.next;
        queue.next = undefined;
        if (next) {
          next.resolve(await run(next.value));
          return ok;
        }
        queue.running = false;
        return ok;
      };
      return run(value);
    },
    [send],
  );

  return { save, errors, status: pending > 0 ? ('saving' as const) : status };
};

export type LayoutSaver = ReturnType<typeof useLayoutSaver>;

/** A version that changes with every saved change of the layout (a hash of it): it reloads the preview. */
export const layoutVersion = (layout: LayoutView): string => {
  const text = JSON.stringify(layout);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
};
