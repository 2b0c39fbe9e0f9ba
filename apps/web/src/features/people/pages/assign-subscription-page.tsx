import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cardShortCodeMessage } from '@profyle/contracts/subscriptions';
import { CARD_SHORT_CODE_LENGTH, normaliseCardShortCode } from '@profyle/domain';
import { apiText, errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { RadioCards, Switch, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { useAssignSubscriptionMutation } from '../people-api';
import { personName, PersonLoadState, usePersonFromRoute } from './person-page';

type SubscriptionChoice = 'digital' | 'nfc';

/** Upper-cased and cut to six characters while typing (spec 001 section 5). */
export const cardCodeInput = (value: string) => normaliseCardShortCode(value).replace(/\s/g, '').slice(0, CARD_SHORT_CODE_LENGTH);

/**
 * /portal/people/{personId}/assign-subscription, following spec 001 "Assigning a subscription": submit is
 * disabled without a type, for nfc without six characters, and for digital when no subscriptions remain;
 * each type is disabled when its pool is empty, and when only one type is available it is chosen; the
 * disabled submit button says why; the welcome e-mail is forced off when the organisation disabled
 * welcome e-mails.
 */
export const AssignSubscriptionPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { personId, query } = usePersonFromRoute();
  const organisation = useGetOrganisationQuery(organisationId);
  const [assign, { isLoading }] = useAssignSubscriptionMutation();
  const [chosenType, setType] = useState<SubscriptionChoice | null>(null);
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [sendEmailChoice, setSendEmail] = useState(true);
  const [serverError, setServerError] = useState<{ field?: string; message?: string }>({});
  useDocumentTitle(t('subscription.assignTitle'));

  const person = query.data?.person;
  if (!person) return <PersonLoadState query={query} />;
  if (organisation.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!organisation.data) return <Alert tone="danger">{errorMessageOf(organisation.error, t('common.unknownError'))}</Alert>;

  const org = organisation.data;
  const name = personName(person);
  const base = `/portal/people/${encodeURIComponent(personId)}`;
  const noSubscriptions = org.remainingSubscriptions <= 0;
  const noCards = org.remainingNfcCards <= 0;
  const welcomeDisabled = org.features.disableWelcomeEmail;
  const sendEmail = welcomeDisabled ? false : sendEmailChoice;
  const onlyAvailable: SubscriptionChoice | null = !noSubscriptions && noCards ? 'digital' : noSubscriptions && !noCards ? 'nfc' : null;
  const type = chosenType ?? onlyAvailable;
  // A wrong character is reported while typing; a short code once the field is left.
  const hexMessage = code.length > 0 ? cardShortCodeMessage(code.padEnd(CARD_SHORT_CODE_LENGTH, '0')) : null;
  // The contracts' rule words it in English, as the api does: shown in the chosen language.
  const codeMessage = type !== 'nfc' ? null : apiText(hexMessage ?? (codeTouched ? cardShortCodeMessage(code) : null)) || null;
  const disabledReason =
    type === null
      ? t(noSubscriptions && noCards ? 'subscription.noneAvailable' : 'subscription.typeRequired')
      : type === 'digital' && noSubscriptions
        ? t('subscription.noSubscriptionsShort')
        : type === 'nfc' && noCards
          ? t('subscription.noNfcCardsShort')
          : type === 'nfc' && code.length !== CARD_SHORT_CODE_LENGTH
            ? t('subscription.cardShortCodeNeeded', { length: CARD_SHORT_CODE_LENGTH })
            : null;
  const submitDisabled = disabledReason !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitDisabled || type === null) return;
    if (type === 'nfc' && cardShortCodeMessage(code)) {
      setCodeTouched(true);
      return;
    }
    setServerError({});
    const result = await assign({ organisationId, personId, type, card_short_code: type === 'nfc' ? code : null, send_email: sendEmail });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      const message = errorMessageOf(result.error, t('subscription.assignError'));
      setServerError({ field: fields.card_short_code, message: fields.card_short_code ? undefined : message });
      notify(message, 'error');
      return;
    }
    notify(t('subscription.assigned'));
    navigate(base);
  };

  return (
    <>
      <PageHeader title={t('subscription.assignTitle')} crumbs={[{ label: t('people.title'), to: '/portal/people' }, { label: name, to: base }, { label: t('subscription.assignTitle') }]} />
      <Card css={{ maxWidth: 760 }}>
        {person.subscription ? (
          <Stack gap={4}>
            <Alert tone="info">{t('subscription.hasSubscription')}</Alert>
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' })}>
              <LinkButton to={base}>{t('common.goBack')}</LinkButton>
              {/* A person with a digital Profyle is offered NFC only: a card on top of their subscription. */}
              {person.subscription.type === 'digital' ? (
                <LinkButton to={`${base}/add-card`} variant="primary">
                  {t('person.addCard')}
                </LinkButton>
              ) : null}
            </div>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap={5}>
              {noSubscriptions ? <Alert tone="warning">{t('subscription.noSubscriptions')}</Alert> : null}
              {noCards ? <Alert tone="warning">{t('subscription.noNfcCards')}</Alert> : null}
              {serverError.message ? <Alert tone="danger">{serverError.message}</Alert> : null}
              <RadioCards<SubscriptionChoice>
                name="type"
                legend={t('subscription.type')}
                value={type}
                onChange={(value) => {
                  setType(value);
                  setServerError({});
                }}
                options={[
                  {
                    value: 'digital',
                    label: t('subscription.digital'),
                    description: `${t('subscription.digitalDescription')} ${t('subscription.remaining', { remaining: Math.max(0, org.remainingSubscriptions) })}`,
                    disabled: noSubscriptions,
                  },
                  {
                    value: 'nfc',
                    label: t('subscription.nfc'),
                    description: `${t('subscription.nfcDescription')} ${t('subscription.remainingCards', { remaining: Math.max(0, org.remainingNfcCards) })}`,
                    disabled: noCards,
                  },
                ]}
              />
              {type === 'nfc' ? (
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
                  onBlur={() => setCodeTouched(true)}
                  error={codeMessage ?? serverError.field}
                  css={(theme) => ({ fontFamily: theme.font.mono, letterSpacing: '0.12em', maxWidth: 220 })}
                />
              ) : null}
              {welcomeDisabled ? <Alert tone="info">{t('subscription.welcomeDisabled')}</Alert> : null}
              <Switch label={t('subscription.sendEmail')} description={t('subscription.sendEmailDescription')} checked={sendEmail} disabled={welcomeDisabled} onChange={(event) => setSendEmail(event.target.checked)} />
              <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
                <LinkButton to={base}>{t('common.cancel')}</LinkButton>
                <Button type="submit" variant="primary" disabled={submitDisabled} disabledReason={disabledReason} loading={isLoading}>
                  {t('subscription.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Card>
    </>
  );
};

export default AssignSubscriptionPage;
