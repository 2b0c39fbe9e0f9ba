import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Card, Muted, Row, Stack } from '../../../shared/ui/layout';
import { useGetOwnWalletUrlsQuery } from '../self-service-api';

const walletButton = { padding: '10px 16px', borderRadius: 8, background: '#111', color: '#fff', fontWeight: 600, textDecoration: 'none' } as const;

/** Apple & Google Wallet: the cardholder's own signed installation links (valid 28 days). */
export const WalletTab = ({ as, hasProfyle }: { as: { token: string; organisationId: string; personId: string }; hasProfyle: boolean }) => {
  const t = useT();
  const links = useGetOwnWalletUrlsQuery(as, { skip: !hasProfyle });
  if (!hasProfyle) return <Alert tone="info">{t('selfService.walletNoProfyle')}</Alert>;
  if (links.isLoading) return <LoadingView label={t('common.loading')} />;
  if (links.isError || !links.data) return <Alert tone="danger">{errorMessageOf(links.error, t('common.unknownError'))}</Alert>;
  return (
    <Card>
      <Stack gap={4}>
        <Muted>{t('selfService.walletBody')}</Muted>
        <Row gap={3} wrap>
          <a href={links.data.ios} css={walletButton}>
            {t('selfService.appleWallet')}
          </a>
          <a href={links.data.android} css={walletButton}>
            {t('selfService.googleWallet')}
          </a>
        </Row>
      </Stack>
    </Card>
  );
};
