import { useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useRemoveSubscriptionMutation } from '../people-api';
import { personName, PersonLoadState, usePersonFromRoute } from './person-page';

/** /portal/people/{personId}/remove-subscription: a confirmation, then 'Subscription removed'. */
export const RemoveSubscriptionPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const { personId, query } = usePersonFromRoute();
  const [remove, { isLoading }] = useRemoveSubscriptionMutation();
  useDocumentTitle(t('subscription.removeTitle'));
  const person = query.data?.person;
  if (!person) return <PersonLoadState query={query} />;
  const name = personName(person);
  const base = `/portal/people/${encodeURIComponent(personId)}`;

  const onRemove = async () => {
    const result = await remove({ organisationId, personId });
    if ('error' in result) {
      notify(t('subscription.removeError', { errorMessage: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('subscription.removed'));
    navigate(base);
  };

  return (
    <>
      <PageHeader title={t('subscription.removeTitle')} crumbs={[{ label: t('people.title'), to: '/portal/people' }, { label: name, to: base }, { label: t('subscription.removeTitle') }]} />
      <Card css={{ maxWidth: 640 }}>
        {person.subscription ? (
          <Stack gap={5}>
            <p css={{ margin: 0, lineHeight: 1.6 }}>{t('subscription.removeBody', { name })}</p>
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to={base}>{t('common.cancel')}</LinkButton>
              <Button variant="danger" onClick={onRemove} loading={isLoading}>
                {t('subscription.removeSubmit')}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack gap={4}>
            <Alert tone="info">{t('subscription.noneToRemove')}</Alert>
            <div>
              <LinkButton to={base}>{t('common.goBack')}</LinkButton>
            </div>
          </Stack>
        )}
      </Card>
    </>
  );
};

export default RemoveSubscriptionPage;
