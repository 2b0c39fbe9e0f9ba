import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { saveFile, useDownloadCsvMutation } from '../../settings/settings-api';

/** The settings' Wallet tab: a CSV of every Profyle's wallet installation links (GET /v1/enterprise/{orgId}/wallet). */
export const WalletExportPanel = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [download, { isLoading }] = useDownloadCsvMutation();
  const onDownload = async () => {
    const result = await download({ organisationId, path: 'wallet' });
    if ('error' in result) notify(t('wallet.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else saveFile(result.data);
  };
  return (
    <Card>
      <CardTitle>{t('wallet.title')}</CardTitle>
      <Stack gap={4}>
        <Muted>{t('wallet.description')}</Muted>
        <div>
          <Button variant="primary" icon={<Icon name="external" size={18} />} onClick={onDownload} loading={isLoading}>
            {t('wallet.download')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
};

export default WalletExportPanel;
