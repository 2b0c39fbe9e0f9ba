import { Link } from 'react-router-dom';
import type { CardHistoryItem } from '@profyle/contracts/cards';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, IconButton, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, Muted, PageHeader, Stack } from '../../../shared/ui/layout';
import { HistoryPanel } from '../../history/components/history-panel';
import { useCardActionMutation } from '../cards-api';
import { CardBadges, ShortId } from '../components/card-badges';
import { CardLoadState, cardPagePath, useCardFromRoute } from '../use-card-from-route';

const HistoryLine = ({ item }: { item: CardHistoryItem }) => {
  const t = useT();
  const { formatDateTime } = useFormatters();
  return (
    <li css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), padding: theme.space(2, 0), borderBottom: `1px solid ${theme.colors.border}` })}>
      <span css={{ flex: '1 1 200px' }}>
        {t(`cards.history.${item.action}`)}
        {item.person_id && item.action !== 'lost' ? (
          <>
            {' · '}
            <Link to={`/portal/people/${encodeURIComponent(item.person_id)}`}>{t('cards.viewPerson')}</Link>
          </>
        ) : null}
      </span>
      <Muted>{t('cards.history.by', { by: item.by })}</Muted>
      <Muted css={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</Muted>
    </li>
  );
};

/** /portal/nfc/cards/{id}: the card, its person, its actions and history. A lost card shows a warning and no action. */
export const CardPage = () => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDate, formatDateTime } = useFormatters();
  const { organisationId, query } = useCardFromRoute();
  const [act, { isLoading }] = useCardActionMutation();
  const card = query.data;
  useDocumentTitle(card ? `${t('cards.detail')} ${card.short_id}` : t('cards.detail'));
  if (!card) return <CardLoadState query={query} />;

  const base = cardPagePath(card.card_id);
  const name = card.name ?? t('cards.noName');
  const toggle = async () => {
    const action = card.enabled ? 'disable' : 'enable';
    const result = await act({ organisationId, cardId: card.card_id, action, personId: card.person_id });
    if ('error' in result) {
      notify(`${t(card.enabled ? 'cards.unableToDisable' : 'cards.unableToEnable', { shortId: card.short_id, name })}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return;
    }
    notify(t(card.enabled ? 'cards.disabled' : 'cards.enabled', { shortId: card.short_id }));
  };
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(card.card_id);
      notify(t('common.copied'), 'info');
    } catch {
      notify(card.card_id, 'info');
    }
  };

  return (
    <>
      <PageHeader title={<ShortId size="lg">{card.short_id}</ShortId>} crumbs={[{ label: t('cards.title'), to: '/portal/nfc/cards' }, { label: card.short_id }]} />
      <Stack gap={6}>
        {card.lost ? <Alert tone="danger">{t('cards.lostWarning')}</Alert> : null}
        <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } })}>
          <Stack gap={6}>
            <Card>
              <CardTitle>{t('cards.detail')}</CardTitle>
              <DetailList
                items={[
                  { label: t('cards.cardId'), value: <ShortId>{card.short_id}</ShortId> },
                  {
                    label: t('cards.fullId'),
                    value: (
                      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}>
                        <code>{card.card_id}</code>
                        <IconButton type="button" aria-label={t('cards.copyId')} title={t('cards.copyId')} onClick={copyId} css={{ width: 32, height: 32 }}>
                          <Icon name="copy" size={16} />
                        </IconButton>
                      </span>
                    ),
                  },
                  { label: t('cards.column.status'), value: <CardBadges card={card} /> },
                  { label: t('cards.type'), value: card.demo ? t('cards.typeDemo') : t('cards.typeLive') },
                  {
                    label: t('cards.person'),
                    value: card.person_id ? <Link to={`/portal/people/${encodeURIComponent(card.person_id)}`}>{card.name ?? card.person_id}</Link> : <Muted>{t('cards.free')}</Muted>,
                  },
                  { label: t('cards.design'), value: card.design?.name ?? card.design?.id ?? <Muted>{t('common.notSet')}</Muted> },
                  ...(card.order_id ? [{ label: t('cards.order'), value: <Link to={`/portal/billing/orders/${encodeURIComponent(card.order_id)}`}>{card.order_id}</Link> }] : []),
                  { label: t('cards.allocatedAt'), value: formatDate(card.allocated_at) },
                  { label: t('cards.updatedAt'), value: formatDateTime(card.updated_at) },
                ]}
              />
            </Card>
            <Card>
              <CardTitle>{t('cards.history')}</CardTitle>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {card.history.map((item, index) => (
                  <HistoryLine key={`${item.at}-${index}`} item={item} />
                ))}
              </ul>
            </Card>
            <HistoryPanel streamId={`card-${card.card_id}`} />
          </Stack>
          {card.lost ? null : (
            <Stack gap={6}>
              <Card aria-labelledby="card-actions-title">
                <CardTitle id="card-actions-title">{t('cards.actions')}</CardTitle>
                <Stack gap={5}>
                  <Stack gap={2}>
                    <Muted>{card.enabled ? t('cards.disableBody') : t('cards.enableBody')}</Muted>
                    <div>
                      <Button variant={card.enabled ? 'secondary' : 'primary'} onClick={toggle} loading={isLoading}>
                        {card.enabled ? t('cards.disable') : t('cards.enable')}
                      </Button>
                    </div>
                  </Stack>
                  <Stack gap={2}>
                    <Muted>{card.person_id ? t('cards.resetBody') : t('cards.resetNoPerson')}</Muted>
                    <div>{card.person_id ? <LinkButton to={`${base}/reset`}>{t('cards.reset')}</LinkButton> : null}</div>
                  </Stack>
                  <Stack gap={2}>
                    <Muted>{t('cards.lostBody')}</Muted>
                    <div>
                      <LinkButton to={`${base}/lost`} variant="danger">
                        {t('cards.lost')}
                      </LinkButton>
                    </div>
                  </Stack>
                </Stack>
              </Card>
            </Stack>
          )}
        </div>
      </Stack>
    </>
  );
};

export default CardPage;
