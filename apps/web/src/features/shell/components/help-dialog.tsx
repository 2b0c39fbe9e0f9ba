import { PORTAL_VERSION } from '../../../app/base-api';
import { DEFAULT_SUPPORT_EMAIL } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { Dialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icons';

const Key = ({ children }: { children: string }) => (
  <kbd
    css={(theme) => ({
      display: 'inline-flex',
      minWidth: 28,
      justifyContent: 'center',
      padding: '2px 8px',
      borderRadius: theme.radius.sm,
      border: `1px solid ${theme.colors.borderStrong}`,
      borderBottomWidth: 2,
      background: theme.colors.surfaceSunken,
      fontFamily: theme.font.mono,
      fontSize: theme.fontSize.sm,
    })}
  >
    {children}
  </kbd>
);

/** The help dialog (the h key): keyboard shortcuts and how to reach support. */
export const HelpDialog = ({ open, onClose, supportEmail }: { open: boolean; onClose: () => void; supportEmail?: string | null }) => {
  const t = useT();
  const email = supportEmail || DEFAULT_SUPPORT_EMAIL;
  const shortcuts = [
    { key: 's', label: t('help.shortcutSearch') },
    { key: 'h', label: t('help.shortcutHelp') },
    { key: 'Esc', label: t('help.shortcutClose') },
  ];
  return (
    <Dialog open={open} onClose={onClose} title={t('help.title')} closeLabel={t('common.close')}>
      <h3 css={(theme) => ({ margin: theme.space(0, 0, 3), fontSize: theme.fontSize.md })}>{t('help.shortcuts')}</h3>
      <dl css={(theme) => ({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: theme.space(3, 4), alignItems: 'center', margin: 0 })}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.key} css={{ display: 'contents' }}>
            <dt>
              <Key>{shortcut.key}</Key>
            </dt>
            <dd css={{ margin: 0 }}>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
      <h3 css={(theme) => ({ margin: theme.space(6, 0, 2), fontSize: theme.fontSize.md })}>{t('help.support')}</h3>
      <p css={(theme) => ({ margin: theme.space(0, 0, 3), color: theme.colors.textMuted, lineHeight: 1.6 })}>{t('help.supportBody')}</p>
      <a href={`mailto:${email}`} css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600 })}>
        <Icon name="mail" size={18} />
        {email}
      </a>
      <p css={(theme) => ({ margin: theme.space(6, 0, 0), color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('help.version', { version: PORTAL_VERSION })}</p>
    </Dialog>
  );
};
