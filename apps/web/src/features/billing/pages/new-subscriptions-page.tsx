import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { CheckboxField, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { usePlaceSubscriptionOrderMutation } from '../billing-api';
import { SubscriptionCount, SubscriptionTotal } from '../components/subscription-count';

/** /portal/billing/orders/new-subscriptions: subscriptions by invoice (spec 002 sections 3 and 5). */
export const NewSubscriptionsPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [place, { isLoading }] = usePlaceSubscriptionOrderMutation();
  const [count, setCount] = useState(1);
  const [po, setPo] = useState('');
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('newSubscriptions.title'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await place({ organisationId, body: { po, notes, subscriptions: count, payment_method: 'invoice', terms_accepted: terms } });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(`${t('newOrder.createError')}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return;
    }
    notify(t('newSubscriptions.placed'));
    navigate('/portal/billing');
  };

  return (
    <>
      <PageHeader title={t('newSubscriptions.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('newSubscriptions.title') }]} />
      <Card css={{ maxWidth: 720 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap={5}>
            <SubscriptionCount id="subscriptions" label={t('newSubscriptions.count')} value={count} onChange={setCount} error={errors.subscriptions} />
            <SubscriptionTotal count={count} />
            <Alert tone="info">{t('newSubscriptions.invoiceOnly')}</Alert>
            <TextField id="po" label={t('newOrder.po')} maxLength={100} value={po} onChange={(event) => setPo(event.target.value)} error={errors.po} />
            <TextArea id="notes" label={t('newOrder.notes')} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} error={errors.notes} />
            <CheckboxField id="terms_accepted" label={t('newOrder.terms')} checked={terms} onChange={(event) => setTerms(event.target.checked)} error={errors.terms_accepted} />
            <Row justify="flex-end">
              <LinkButton to="/portal/billing">{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('newSubscriptions.submit')}
              </Button>
            </Row>
          </Stack>
        </form>
      </Card>
    </>
  );
};

export default NewSubscriptionsPage;
