import { useRef, useState } from 'react';
import { scanCardValue } from '@profyle/contracts/card-scan';
import type { CardAllocationResult } from '@profyle/contracts/cards';
import type { OrderView } from '@profyle/contracts/orders';
import { apiText, errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, IconButton } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Badge } from '../../../shared/ui/feedback';
import { SelectField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Muted, Row, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { ShortId } from '../../cards/components/card-badges';
import { CardScanField } from '../../cards/components/card-scan-field';
import { useAssignOrderCardsMutation } from '../billing-api';

const INPUT_ID = 'assign-cards-input';

interface Scanned {
  cardId: string;
  shortId: string;
}

/** The designs an order's cards can carry: its lines' designs, each once. */
const designsOf = (order: OrderView) => [...new Map(order.line_items.map((line) => [line.design_id, line.design_name])).entries()].map(([value, label]) => ({ value, label }));

/**
 * The superadmin's "Assign cards" on an order (spec 002 sections 6 and 7): cards scanned by a
 * keyboard-wedge USB NFC reader, typed or pasted (a line a card), the design from the order's lines and
 * Live or Demo; then a result per card. Invalid and repeated scans warn in the spec's words.
 */
export const AssignCardsDialog = ({ organisationId, order, open, onClose }: { organisationId: string; order: OrderView; open: boolean; onClose: () => void }) => {
  const t = useT();
  const notify = useSnackbar();
  const [assign, { isLoading }] = useAssignOrderCardsMutation();
  const designs = designsOf(order);
  const [scanned, setScanned] = useState<Scanned[]>([]);
  const [designId, setDesignId] = useState(designs[0]?.value ?? '');
  const [demo, setDemo] = useState(order.demo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [results, setResults] = useState<CardAllocationResult[] | null>(null);
  const ids = useRef(new Set<string>());

  const scan = (values: readonly string[]) => {
    for (const text of values) {
      const outcome = scanCardValue(text, ids.current);
      if (outcome.kind === 'invalid') notify(t('scanner.notValidUrl', { value: text.trim() }), 'warning');
      else if (outcome.kind === 'duplicate') notify(t('scanner.alreadyScanned', { value: text.trim() }), 'warning');
      else {
        ids.current.add(outcome.cardId);
        setScanned((rows) => [...rows, { cardId: outcome.cardId, shortId: outcome.shortId }]);
      }
    }
  };
  const remove = (cardId: string) => {
    ids.current.delete(cardId);
    setScanned((rows) => rows.filter((row) => row.cardId !== cardId));
  };
  const reset = () => {
    ids.current.clear();
    setScanned([]);
    setErrors({});
    setResults(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    setErrors({});
    const result = await assign({ organisationId, orderId: order.id, card_ids: scanned.map((row) => row.cardId), design_id: designId, demo });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('assignCards.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    const answered = result.data.results;
    const assigned = answered.filter((row) => row.success).length;
    notify(t('assignCards.summary', { assigned, total: answered.length }), assigned === answered.length ? 'success' : 'warning');
    setResults(answered);
  };

  const footer =
    results === null ? (
      <>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="primary" loading={isLoading} disabled={scanned.length === 0} onClick={() => void submit()}>
          {t('assignCards.submit', { count: scanned.length })}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={reset}>{t('assignCards.more')}</Button>
        <Button variant="primary" onClick={close}>
          {t('common.close')}
        </Button>
      </>
    );

  return (
    <Dialog open={open} title={t('toolkit.assignCards')} onClose={close} closeLabel={t('common.close')} width={640} footer={footer}>
      {results === null ? (
        <Stack gap={4}>
          <Muted>{t('assignCards.intro')}</Muted>
          <CardScanField id={INPUT_ID} onScan={scan} maxLength={500} error={errors.card_ids} listening={open && results === null} basis={280} />
          <Row gap={3}>
            <div css={{ flex: '1 1 240px' }}>
              <SelectField id="assign-cards-design" label={t('cards.design')} required value={designId} options={designs} onChange={(event) => setDesignId(event.target.value)} error={errors.design_id} />
            </div>
            <div css={{ flex: '0 1 160px' }}>
              <SelectField
                id="assign-cards-type"
                label={t('cards.type')}
                value={demo ? 'demo' : 'live'}
                options={[
                  { value: 'live', label: t('cards.typeLive') },
                  { value: 'demo', label: t('cards.typeDemo') },
                ]}
                onChange={(event) => setDemo(event.target.value === 'demo')}
              />
            </div>
          </Row>
          <section aria-labelledby="assign-cards-scanned">
            <h3 id="assign-cards-scanned" css={(theme) => ({ fontSize: theme.fontSize.md, margin: theme.space(0, 0, 2) })}>
              {t('scanner.scanned')} ({scanned.length})
            </h3>
            {scanned.length === 0 ? (
              <Muted>{t('scanner.none')}</Muted>
            ) : (
              <ul aria-label={t('scanner.scanned')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), maxHeight: 180, overflowY: 'auto' })}>
                {scanned.map((row) => (
                  <li key={row.cardId} css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(1), border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md, paddingInlineStart: theme.space(2) })}>
                    <ShortId>{row.shortId}</ShortId>
                    <IconButton type="button" aria-label={t('scanner.remove', { shortId: row.shortId })} onClick={() => remove(row.cardId)} css={{ width: 32, height: 32 }}>
                      <Icon name="close" size={14} />
                    </IconButton>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {errors.order_id ? <Alert tone="danger">{errors.order_id}</Alert> : null}
        </Stack>
      ) : (
        <TableScroll>
          <Table aria-label={t('assignCards.result')}>
            <thead>
              <tr>
                <th scope="col">{t('cards.column.card')}</th>
                <th scope="col">{t('assignCards.result')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((row) => (
                <tr key={row.card_id}>
                  <td>
                    <ShortId>{row.short_id}</ShortId>
                  </td>
                  <td>{row.success ? <Badge tone="success">{t('assignCards.assigned')}</Badge> : <span css={(theme) => ({ color: theme.colors.danger })}>{apiText(row.error)}</span>}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Dialog>
  );
};
