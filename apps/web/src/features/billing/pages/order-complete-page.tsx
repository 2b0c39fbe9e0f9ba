import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';

/** /portal/billing/orders/complete (spec 002: exists, content not shown). */
export const OrderCompletePage = () => {
  const t = useT();
  useDocumentTitle(t('complete.title'));
  return (
    <>
      <PageHeader title={t('complete.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: t('complete.title') }]} />
      <Card css={{ maxWidth: 640 }}>
        <Stack gap={4}>
          <p css={{ margin: 0 }}>{t('complete.body')}</p>
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

export default OrderCompletePage;
