import { type FormEvent, useState } from 'react';
import { scanCardValue, splitScannedValues } from '@profyle/contracts/card-scan';
import type { CardAllocationResult } from '@profyle/contracts/cards';
import { apiText, errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextArea } from '../../../shared/ui/fields';
import { useAssignCardsMutation } from '../superadmin-api';
import { CardTypePicker, DesignPicker, STOCK_DESIGN_ID } from './card-pickers';

/**
 * The Super Admin area's "Assign cards" (spec 000 section 7, POST /v1/enterprise/{orgId}/assign): cards
 * scanned or pasted a line a card, their design and Live or Demo; a result per card. A refusal of the
 * whole request, or of any card, shows 'Error assinging cards: {errorMessage}' (the spec's spelling).
 */
export const AssignCardsTool = ({ organisationId }: { organisationId: string }) => {
  const t = useT();
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [designId, setDesignId] = useState(STOCK_DESIGN_ID);
  const [demo, setDemo] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<CardAllocationResult[]>([]);
  const [assign, { isLoading }] = useAssignCardsMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const seen = new Set<string>();
    const warnings: string[] = [];
    for (const value of splitScannedValues(text)) {
      const outcome = scanCardValue(value, seen);
      if (outcome.kind === 'card') seen.add(outcome.cardId);
      else if (outcome.kind === 'invalid') warnings.push(t('cardTools.notValidUrl', { value }));
    }
    const problem = warnings[0] ?? (seen.size === 0 ? t('superadmin.assignCardsRequired') : '');
    setErrors(problem ? { card_ids: problem } : {});
    setFailed([]);
    if (problem) return;
    const result = await assign({ organisationId, card_ids: [...seen], design_id: designId, demo });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('superadmin.assignCardsError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    const refused = result.data.results.filter((row) => !row.success);
    setFailed(refused);
    if (refused.length) notify(t('superadmin.assignCardsError', { message: refused.map((row) => `${row.short_id}: ${apiText(row.error)}`).join('; ') }), 'error');
    else {
      notify(t('superadmin.assignCardsDone', { count: result.data.results.length }));
      setText('');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('superadmin.assignCards')}>
      <p css={(theme) => ({ margin: theme.space(0, 0, 3), color: theme.colors.textMuted })}>{t('superadmin.assignCardsHint')}</p>
      <TextArea id="superadmin-assign-cards" label={t('superadmin.assignCardsInput')} hint={t('superadmin.assignCardsInputHint')} rows={4} maxLength={50_000} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} error={errors.card_ids} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', marginTop: theme.space(3) })}>
        <DesignPicker id="superadmin-assign-design" organisationId={organisationId} value={designId} onChange={setDesignId} error={errors.design_id} />
        <CardTypePicker id="superadmin-assign-type" demo={demo} onChange={setDemo} />
      </div>
      {failed.length ? (
        <div css={(theme) => ({ marginTop: theme.space(3) })}>
          <Alert tone="danger">
            <ul css={{ margin: 0, paddingInlineStart: 18 }}>
              {failed.map((row) => (
                <li key={row.card_id}>{`${row.short_id}: ${apiText(row.error)}`}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', marginTop: theme.space(3) })}>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('superadmin.assignCardsSubmit')}
        </Button>
      </div>
    </form>
  );
};
