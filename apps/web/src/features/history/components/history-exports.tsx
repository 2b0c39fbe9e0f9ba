import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { saveFile } from '../../settings/settings-api';
import { useDownloadHistoryMutation } from '../history-api';

/** Download buttons for streamed history exports; each saves the file under the api's name. */
export const HistoryExports = ({ files }: { files: { label: string; url: string }[] }) => {
  const t = useT();
  const notify = useSnackbar();
  const [download, downloading] = useDownloadHistoryMutation();
  const onDownload = async (url: string) => {
    const result = await download({ url });
    if ('error' in result) notify(t('history.export.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
    else saveFile(result.data);
  };
  return (
    <>
      {files.map((file) => (
        <Button key={file.url} onClick={() => onDownload(file.url)} loading={downloading.isLoading && downloading.originalArgs?.url === file.url} icon={<Icon name="external" size={16} />}>
          {file.label}
        </Button>
      ))}
    </>
  );
};
