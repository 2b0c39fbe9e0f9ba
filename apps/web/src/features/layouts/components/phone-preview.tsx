import { useT } from '../../../app/i18n';
import { LoadingView } from '../../../shared/ui/feedback';
import { useLayoutPreviewLinkQuery } from '../layouts-api';

/** The preview link is valid for an hour; it is fetched again every half hour while shown. */
const PREVIEW_REFRESH_MS = 30 * 60 * 1000;

/**
 * The layout as a real public page (with a sample person) inside a phone frame. `version` changes after
 * every saved change, which reloads the page, so the preview always shows what is saved.
 */
export const PhonePreview = ({ organisationId, layoutId, label, version }: { organisationId: string; layoutId: string; label: string; version: string }) => {
  const t = useT();
  const link = useLayoutPreviewLinkQuery({ organisationId, layoutId }, { pollingInterval: PREVIEW_REFRESH_MS });
  return (
    <figure css={(theme) => ({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(2) })}>
      <div
        css={(theme) => ({
          width: 340,
          maxWidth: '100%',
          height: 640,
          padding: 12,
          borderRadius: 40,
          background: theme.mode === 'light' ? '#1d1f23' : '#000',
          boxShadow: theme.shadow.md,
        })}
      >
        <div css={{ width: '100%', height: '100%', borderRadius: 30, overflow: 'hidden', background: '#fff' }}>
          {link.data ? (
            <iframe
              key={version}
              title={t('layouts.previewTitle', { label })}
              src={`${link.data.url}?v=${encodeURIComponent(version)}`}
              data-preview-version={version}
              css={{ width: '100%', height: '100%', border: 0, display: 'block' }}
            />
          ) : (
            <LoadingView label={t('common.loading')} />
          )}
        </div>
      </div>
      <figcaption css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('layouts.previewSample')}</figcaption>
    </figure>
  );
};
