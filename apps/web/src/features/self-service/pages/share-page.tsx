import { Navigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Card, Row, Stack } from '../../../shared/ui/layout';
import { ProfyleQr } from '../../people/components/profyle-qr';
import { PublicPage } from '../../registration/components/public-page';

const PROFYLE_ID = /^[0-9A-Fa-f]{32}$/;

/**
 * /my-profyle/share?id={digitalId}: the cardholder's toolkit (the welcome e-mail's toolkit link opens it):
 * their Profyle's link and QR code to share, and the way in to update their details.
 */
export const SharePage = () => {
  const t = useT();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').toUpperCase();
  useDocumentTitle(t('selfService.shareTitle'));
  if (!PROFYLE_ID.test(id)) return <StatusPage tone="warning" title={t('selfService.noCardId')} />;
  const url = `${window.location.origin}/c/${id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('common.copied'), 'info');
    } catch {
      notify(url, 'info');
    }
  };
  return (
    <PublicPage title={t('selfService.shareTitle')} subtitle={t('selfService.shareBody')} width={640}>
      <Card>
        <Stack gap={5}>
          <div css={{ alignSelf: 'center' }}>
            <ProfyleQr url={url} size={200} label={t('selfService.shareQr')} />
          </div>
          <code css={{ overflowWrap: 'anywhere', textAlign: 'center' }}>{url}</code>
          <Row gap={3} wrap justify="center">
            <Button onClick={() => void copy()}>{t('selfService.copyLink')}</Button>
            <a href={url} target="_blank" rel="noopener">
              {t('preview.viewProfile')}
            </a>
            <LinkButton variant="primary" to={`/my-profyle/login?${new URLSearchParams({ id, view: 'DETAILS' }).toString()}`}>
              {t('selfService.updateDetails')}
            </LinkButton>
          </Row>
        </Stack>
      </Card>
    </PublicPage>
  );
};

/** /toolkit?id (the welcome e-mail's link) opens the share page. */
export const ToolkitRedirect = () => {
  const [params] = useSearchParams();
  return <Navigate to={`/my-profyle/share?${new URLSearchParams({ id: params.get('id') ?? '' }).toString()}`} replace />;
};

export default SharePage;
