import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cardShortCodeMessage } from '@profyle/contracts/subscriptions';
import { CARD_SHORT_CODE_LENGTH } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Switch, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { cardCodeInput } from '../../people/pages/assign-subscription-page';
import { personName, PersonLoadState, usePersonFromRoute } from '../../people/pages/person-page';
import { useAddCardMutation } from '../cards-api';

/**
 * /portal/people/{id}/add-card: an NFC card for a person who already holds a subscription. Submit waits
 * for six characters and a subscription; warnings show when the person has no subscription, already
 * has a card, or the organisation has no cards left (spec 001 section 5).
 */
export const AddCardPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { personId, query } = usePersonFromRoute();
  const organisation = useGetOrganisationQuery(organisationId);
  const [addCard, { isLoading }] = useAddCardMutation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [sendEmailChoice, setSendEmail] = useState(true);
  const [serverError, setServerError] = useState<{ field?: string; message?: string }>({});
  useDocumentTitle(t('addCard.title'));

  const person = query.data?.person;
  if (!person) return <PersonLoadState query={query} />;
  if (organisation.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!organisation.data) return <Alert tone="danger">{errorMessageOf(organisation.error, t('common.unknownError'))}</Alert>;

  const name = personName(person);
  const base = `/portal/people/${encodeURIComponent(personId)}`;
  const card = person.subscription?.card_short_code ?? null;
  const noCards = organisation.data.remainingNfcCards <= 0;
  const welcomeDisabled = organisation.data.features.disableWelcomeEmail;
  const sendEmail = welcomeDisabled ? false : sendEmailChoice;
  const hexMessage = code.length > 0 ? cardShortCodeMessage(code.padEnd(CARD_SHORT_CODE_LENGTH, '0')) : null;
  const codeMessage = hexMessage ?? (touched ? cardShortCodeMessage(code) : null);
  const submitDisabled = code.length !== CARD_SHORT_CODE_LENGTH || !person.subscription || card !== null || noCards;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitDisabled) return;
    setServerError({});
    const result = await addCard({ organisationId, personId, card_short_code: code, send_email: sendEmail });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      const message = errorMessageOf(result.error, t('addCard.error'));
      setServerError({ field: fields.card_short_code, message: fields.card_short_code ? undefined : message });
      notify(message, 'error');
      return;
    }
    notify(t('addCard.added'));
    navigate(base);
  };

  return (
    <>
      <PageHeader title={t('addCard.title')} crumbs={[{ label: t('people.title'), to: '/portal/people' }, { label: name, to: base }, { label: t('addCard.title') }]} />
      <Card css={{ maxWidth: 760 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={5}>
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t('addCard.intro', { name })}</p>
            {!person.subscription ? (
              <Alert tone="warning" action={<LinkButton to={`${base}/assign-subscription`}>{t('addCard.assignSubscription')}</LinkButton>}>
                {t('addCard.noSubscription')}
              </Alert>
            ) : null}
            {card && person.subscription?.card_id ? (
              <Alert tone="warning" action={<LinkButton to={`/portal/nfc/cards/${encodeURIComponent(person.subscription.card_id)}/reset`}>{t('addCard.resetCard', { shortId: card })}</LinkButton>}>
                {t('addCard.hasCard', { shortId: card })}
              </Alert>
            ) : card ? (
              <Alert tone="warning">{t('addCard.hasCard', { shortId: card })}</Alert>
            ) : null}
            {noCards ? (
              <Alert tone="warning" action={<LinkButton to="/portal/billing/orders/new">{t('addCard.orderCards')}</LinkButton>}>
                {t('addCard.noCards')}
              </Alert>
            ) : null}
            {serverError.message ? <Alert tone="danger">{serverError.message}</Alert> : null}
            <TextField
              id="card_short_code"
              label={t('subscription.cardShortCode')}
              hint={t('subscription.cardShortCodeHint')}
              value={code}
              maxLength={CARD_SHORT_CODE_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setCode(cardCodeInput(event.target.value));
                setServerError({});
              }}
              onBlur={() => setTouched(true)}
              error={codeMessage ?? serverError.field}
              css={(theme) => ({ fontFamily: theme.font.mono, letterSpacing: '0.12em', maxWidth: 220 })}
            />
            {welcomeDisabled ? <Alert tone="info">{t('subscription.welcomeDisabled')}</Alert> : null}
            <Switch label={t('addCard.sendEmail')} description={t('addCard.sendEmailDescription', { name })} checked={sendEmail} disabled={welcomeDisabled} onChange={(event) => setSendEmail(event.target.checked)} />
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to={base}>{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" disabled={submitDisabled} loading={isLoading}>
                {t('addCard.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </>
  );
};

export default AddCardPage;
