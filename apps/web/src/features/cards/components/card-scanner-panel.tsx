import { useRef, useState } from 'react';
import type { CardListItem } from '@profyle/contracts/cards';
import { scanCardValue } from '@profyle/contracts/card-scan';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, IconButton } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useCardActionMutation, useLazyGetCardQuery } from '../cards-api';
import { CardBadges, ShortId } from './card-badges';
import { CardScanField } from './card-scan-field';

interface Scanned {
  cardId: string;
  shortId: string;
  card: CardListItem | null;
  state: 'looking' | 'found' | 'missing';
}

interface LogLine {
  id: number;
  at: Date;
  tone: 'info' | 'warning' | 'danger' | 'success';
  text: string;
}

type Action = 'enable' | 'disable' | 'reset';

const INPUT_ID = 'card-scanner-input';

/**
 * The card scanner (settings view CARD_READER, spec 001): cards scanned by a keyboard-wedge USB NFC
 * reader, typed or pasted, looked up in the organisation, then enabled, disabled or reset together.
 */
export const CardScannerPanel = () => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDateTime } = useFormatters();
  const { organisationId } = useSession();
  const [lookUp] = useLazyGetCardQuery();
  const [act] = useCardActionMutation();
  const [scanned, setScanned] = useState<Scanned[]>([]);
  const [log, setLog] = useState<LogLine[]>([]);
  const [busy, setBusy] = useState<Action | null>(null);
  const ids = useRef(new Set<string>());
  const lineId = useRef(0);

  const write = (tone: LogLine['tone'], text: string) => setLog((lines) => [{ id: ++lineId.current, at: new Date(), tone, text }, ...lines].slice(0, 200));
  const patch = (cardId: string, change: Partial<Scanned>) => setScanned((rows) => rows.map((row) => (row.cardId === cardId ? { ...row, ...change } : row)));
  const nameOf = (card: CardListItem | null) => card?.name ?? t('cards.noName');

  const find = async (cardId: string, shortId: string) => {
    const result = await lookUp({ organisationId, cardId }, false);
    if (result.data) {
      patch(cardId, { card: result.data, state: 'found' });
      write('info', t('scanner.found', { shortId, name: nameOf(result.data), status: t(`cards.status.${result.data.status}`) }));
    } else {
      patch(cardId, { state: 'missing' });
      write('danger', t('scanner.unableToFind', { shortId }));
    }
  };

  const scan = (values: readonly string[]) => {
    for (const text of values) {
      const outcome = scanCardValue(text, ids.current);
      if (outcome.kind === 'invalid') {
        notify(t('scanner.notValidUrl', { value: text }), 'warning');
        write('warning', t('scanner.notAProfyle'));
        continue;
      }
      if (outcome.kind === 'duplicate') {
        notify(t('scanner.alreadyScanned', { value: text }), 'warning');
        write('warning', t('scanner.alreadyScanned', { value: text }));
        continue;
      }
      ids.current.add(outcome.cardId);
      setScanned((rows) => [{ cardId: outcome.cardId, shortId: outcome.shortId, card: null, state: 'looking' }, ...rows]);
      void find(outcome.cardId, outcome.shortId);
    }
  };

  const runAll = async (action: Action) => {
    setBusy(action);
    const targets = scanned.filter((row) => row.state === 'found' && row.card && !row.card.lost);
    let ok = 0;
    for (const row of targets) {
      const card = row.card as CardListItem;
      const result = await act({ organisationId, cardId: row.cardId, action, personId: card.person_id });
      if ('error' in result) {
        const key = action === 'enable' ? 'cards.unableToEnable' : action === 'disable' ? 'cards.unableToDisable' : 'cards.unableToReset';
        const message = `${t(key, { shortId: row.shortId, name: nameOf(card) })}: ${errorMessageOf(result.error, t('common.unknownError'))}`;
        notify(t(key, { shortId: row.shortId, name: nameOf(card) }), 'error');
        write('danger', message);
      } else {
        ok += 1;
        write('success', t(action === 'enable' ? 'cards.enabled' : action === 'disable' ? 'cards.disabled' : 'cards.resetDone', { shortId: row.shortId }));
      }
      await find(row.cardId, row.shortId);
    }
    setBusy(null);
    write('info', t('scanner.done', { ok, total: targets.length }));
  };

  const remove = (cardId: string) => {
    ids.current.delete(cardId);
    setScanned((rows) => rows.filter((row) => row.cardId !== cardId));
  };
  const found = scanned.filter((row) => row.state === 'found').length;

  return (
    <Stack gap={6}>
      <Card>
        <CardTitle>{t('scanner.title')}</CardTitle>
        <Stack gap={4}>
          <Muted>{t('scanner.intro')}</Muted>
          <CardScanField id={INPUT_ID} onScan={scan} maxLength={2000} />
        </Stack>
      </Card>
      <Card aria-labelledby="scanned-title">
        <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center', marginBottom: theme.space(3) })}>
          <CardTitle id="scanned-title" css={{ margin: 0 }}>
            {t('scanner.scanned')}
          </CardTitle>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' })}>
            <Button size="sm" onClick={() => runAll('enable')} loading={busy === 'enable'} disabled={busy !== null || found === 0}>
              {t('scanner.enableAll')}
            </Button>
            <Button size="sm" onClick={() => runAll('disable')} loading={busy === 'disable'} disabled={busy !== null || found === 0}>
              {t('scanner.disableAll')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => runAll('reset')} loading={busy === 'reset'} disabled={busy !== null || found === 0}>
              {t('scanner.resetAll')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy !== null || scanned.length === 0}
              onClick={() => {
                ids.current.clear();
                setScanned([]);
              }}
            >
              {t('scanner.clear')}
            </Button>
          </div>
        </div>
        {scanned.length === 0 ? (
          <Muted>{t('scanner.none')}</Muted>
        ) : (
          <TableScroll>
            <Table aria-label={t('scanner.scanned')}>
              <thead>
                <tr>
                  <th scope="col">{t('cards.column.card')}</th>
                  <th scope="col">{t('cards.column.status')}</th>
                  <th scope="col">{t('cards.column.person')}</th>
                  <th scope="col">
                    <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('cards.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {scanned.map((row) => (
                  <tr key={row.cardId} data-scanned-card={row.cardId}>
                    <td>
                      <ShortId>{row.shortId}</ShortId>
                    </td>
                    <td>{row.state === 'looking' ? <Muted>{t('scanner.looking')}</Muted> : row.card ? <CardBadges card={row.card} /> : <Badge tone="danger">{t('scanner.notFound')}</Badge>}</td>
                    <td>{row.card?.name ?? <Muted>{row.card ? t('cards.free') : ''}</Muted>}</td>
                    <td css={{ textAlign: 'end' }}>
                      <IconButton type="button" aria-label={t('scanner.remove', { shortId: row.shortId })} onClick={() => remove(row.cardId)} css={{ width: 32, height: 32 }}>
                        <Icon name="close" size={16} />
                      </IconButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Card aria-labelledby="scanner-log-title">
        <CardTitle id="scanner-log-title">{t('scanner.log')}</CardTitle>
        {log.length === 0 ? (
          <Muted>{t('scanner.logEmpty')}</Muted>
        ) : (
          <ol aria-label={t('scanner.log')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, fontFamily: theme.font.mono, fontSize: theme.fontSize.sm, maxHeight: 260, overflowY: 'auto' })}>
            {log.map((line) => (
              <li key={line.id} data-tone={line.tone} css={(theme) => ({ padding: theme.space(1, 0), color: line.tone === 'danger' ? theme.colors.danger : line.tone === 'warning' ? theme.colors.onWarningSoft : theme.colors.text })}>
                <Muted css={{ marginInlineEnd: 8 }}>{formatDateTime(line.at.toISOString())}</Muted>
                {line.text}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </Stack>
  );
};

export default CardScannerPanel;
