import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { DEFAULT_LANDING } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { StatusPage } from '../../../shared/status-page';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Row, Stack } from '../../../shared/ui/layout';
import { PublicPage } from '../components/public-page';

/** The public page is drawn at this size and scaled by 0.45 into the phone frame (spec 000 section 9). */
const FRAME = { width: 760, height: 1400, scale: 0.45 };

/**
 * /register/preview-profyle?profyleId={id}[&cardColor]: 'Your new profile is ready', after a trial,
 * a card activation or a verified self-registration. View Your Profile opens the public Profyle; Admin
 * Portal shows for a signed-in admin (the trial's creator).
 */
export const PreviewProfylePage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const profyleId = params.get('profyleId') ?? '';
  const signedIn = useAppSelector((state) => state.session.signedIn);
  useDocumentTitle(t('preview.title'));
  if (!/^[0-9A-Fa-f]{32}$/.test(profyleId)) return <StatusPage tone="warning" title={t('preview.missing')} />;
  const url = `/c/${profyleId.toUpperCase()}`;
  return (
    <PublicPage title={t('preview.title')} subtitle={t('preview.body')}>
      <Stack gap={6}>
        <Row gap={3} wrap>
          <a href={url} target="_blank" rel="noopener" css={(theme) => ({ padding: theme.space(2.5, 4), borderRadius: theme.radius.md, background: theme.colors.primary, color: theme.colors.onPrimary, fontWeight: 600, textDecoration: 'none' })}>
            {t('preview.viewProfile')}
          </a>
          {signedIn ? <LinkButton to={DEFAULT_LANDING}>{t('preview.adminPortal')}</LinkButton> : null}
        </Row>
        <div
          css={(theme) => ({
            alignSelf: 'center',
            width: FRAME.width * FRAME.scale + 24,
            height: FRAME.height * FRAME.scale + 24,
            padding: 12,
            borderRadius: 40,
            background: theme.mode === 'light' ? '#1d1f23' : '#000',
            boxShadow: theme.shadow.md,
          })}
        >
          <div css={{ width: FRAME.width * FRAME.scale, height: FRAME.height * FRAME.scale, borderRadius: 28, overflow: 'hidden', background: '#fff' }}>
            <iframe
              title={t('preview.frameTitle')}
              src={url}
              css={{ width: FRAME.width, height: FRAME.height, border: 0, transform: `scale(${FRAME.scale})`, transformOrigin: '0 0', display: 'block' }}
            />
          </div>
        </div>
      </Stack>
    </PublicPage>
  );
};

export default PreviewProfylePage;
