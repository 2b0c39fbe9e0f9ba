import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';

/** /portal/billing/orders/thank-you?status&email (spec 002 section 2). */
export const ThankYouPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email');
  const complete = params.get('status') === 'complete';
  useDocumentTitle(t('thankYou.title'));
  return (
    <>
      <PageHeader title={t('thankYou.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('thankYou.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={4}>
          <Alert tone={complete ? 'success' : 'info'}>{complete ? (email ? t('thankYou.body', { email }) : t('thankYou.bodyNoEmail')) : t('thankYou.pending', { email: email ?? '' })}</Alert>
          <div>
            <LinkButton variant="primary" to="/portal/billing">
              {t('thankYou.toBilling')}
            </LinkButton>
          </div>
        </Stack>
      </Card>
    </>
  );
};

export default ThankYouPage;
