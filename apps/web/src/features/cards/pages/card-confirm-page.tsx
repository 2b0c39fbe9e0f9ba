import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useCardActionMutation } from '../cards-api';
import { CardLoadState, cardPagePath, useCardFromRoute } from '../use-card-from-route';

/**
 * /portal/nfc/cards/{id}/reset and /lost: a confirmation page, then the action and back to the card.
 * Reset needs a person; neither applies to a lost card.
 */
export const CardConfirmPage = ({ action }: { action: 'reset' | 'lost' }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId, query } = useCardFromRoute();
  const [act, { isLoading }] = useCardActionMutation();
  const card = query.data;
  const title = action === 'reset' ? 'cards.resetTitle' : 'cards.lostTitle';
  useDocumentTitle(t(title, { shortId: card?.short_id ?? '' }));
  if (!card) return <CardLoadState query={query} />;

  const base = cardPagePath(card.card_id);
  const name = card.name ?? t('cards.noName');
  const blocked = card.lost ? t('cards.alreadyLost') : action === 'reset' && !card.person_id ? t('cards.resetNoPerson') : null;
  const onConfirm = async () => {
    const result = await act({ organisationId, cardId: card.card_id, action, personId: card.person_id });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('common.unknownError'));
      notify(action === 'reset' ? `${t('cards.unableToReset', { shortId: card.short_id, name })}: ${message}` : t('cards.registerLostError', { errorMessage: message }), 'error');
      return;
    }
    notify(action === 'reset' ? t('cards.resetDone', { shortId: card.short_id }) : t('cards.registeredLost'));
    navigate(base);
  };

  return (
    <>
      <PageHeader
        title={t(title, { shortId: card.short_id })}
        crumbs={[{ label: t('cards.title'), to: '/portal/nfc/cards' }, { label: card.short_id, to: base }, { label: action === 'reset' ? t('cards.reset') : t('cards.lost') }]}
      />
      <Card css={{ maxWidth: 640 }}>
        {blocked ? (
          <Stack gap={4}>
            <Alert tone="info">{blocked}</Alert>
            <div>
              <LinkButton to={base}>{t('common.goBack')}</LinkButton>
            </div>
          </Stack>
        ) : (
          <Stack gap={5}>
            <p css={{ margin: 0, lineHeight: 1.6 }}>
              {action === 'reset'
                ? t('cards.resetConfirm', { shortId: card.short_id, name })
                : card.name
                  ? t('cards.lostConfirmHeld', { shortId: card.short_id, name: card.name })
                  : t('cards.lostConfirm', { shortId: card.short_id })}
            </p>
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to={base}>{t('common.cancel')}</LinkButton>
              <Button variant="danger" onClick={onConfirm} loading={isLoading}>
                {action === 'reset' ? t('cards.resetSubmit') : t('cards.lostSubmit')}
              </Button>
            </div>
          </Stack>
        )}
      </Card>
    </>
  );
};

export const CardResetPage = () => <CardConfirmPage action="reset" />;
export const CardLostPage = () => <CardConfirmPage action="lost" />;
