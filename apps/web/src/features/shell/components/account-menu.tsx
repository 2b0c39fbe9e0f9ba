import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { colourModeChosen } from '../../../app/preferences-slice';
import { COLOUR_MODES } from '../../../app/theme';
import { colourModeLabelKey } from '../../../shared/preferences-bar';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge } from '../../../shared/ui/feedback';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { Popover, popoverItemStyle } from '../../../shared/ui/popover';
import { useSession } from '../../auth/session';

const modeIcons: Record<(typeof COLOUR_MODES)[number], IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/** The account menu: who is signed in, My Account, the colour mode (light, dark, system) and Sign out. */
export const AccountMenu = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const mode = useAppSelector((state) => state.preferences.colourMode);
  const name = user.name || user.email;
  return (
    <Popover
      width={300}
      trigger={(props) => (
        <button
          type="button"
          {...props}
          aria-label={t('topbar.accountMenu', { name })}
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(2),
            padding: 4,
            border: 0,
            borderRadius: theme.radius.pill,
            background: 'transparent',
            cursor: 'pointer',
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <Avatar name={name} src={user.picture} size={34} />
        </button>
      )}
    >
      {(close) => (
        <div>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'center', padding: theme.space(4), borderBottom: `1px solid ${theme.colors.border}` })}>
            <Avatar name={name} src={user.picture} size={40} />
            <div css={{ minWidth: 0 }}>
              <div css={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</div>
              <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{user.email}</div>
              {user.superadmin ? (
                <div css={{ marginTop: 4 }}>
                  <Badge tone="info">{t('topbar.superadmin')}</Badge>
                </div>
              ) : null}
            </div>
          </div>
          <Link to="/portal/my-account" css={popoverItemStyle} onClick={close}>
            <Icon name="user" size={18} />
            {t('topbar.myAccount')}
          </Link>
          <div role="group" aria-labelledby="theme-choice" css={(theme) => ({ padding: theme.space(3, 4), borderTop: `1px solid ${theme.colors.border}` })}>
            <div id="theme-choice" css={(theme) => ({ fontSize: theme.fontSize.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.textMuted, marginBottom: theme.space(2) })}>
              {t('topbar.theme')}
            </div>
            <div css={(theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(1), padding: 3, borderRadius: theme.radius.sm, background: theme.colors.surfaceSunken })}>
              {COLOUR_MODES.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => dispatch(colourModeChosen(value))}
                  css={(theme) => ({
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 2,
                    padding: theme.space(1.5, 1),
                    border: 0,
                    borderRadius: theme.radius.sm,
                    background: mode === value ? theme.colors.surface : 'transparent',
                    boxShadow: mode === value ? theme.shadow.sm : 'none',
                    color: mode === value ? theme.colors.text : theme.colors.textMuted,
                    fontSize: theme.fontSize.xs,
                    fontWeight: 600,
                    cursor: 'pointer',
                    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
                  })}
                >
                  <Icon name={modeIcons[value]} size={16} />
                  {t(colourModeLabelKey(value))}
                </button>
              ))}
            </div>
          </div>
          <Link to="/auth/sign-out" css={(theme) => [popoverItemStyle(theme), { borderTop: `1px solid ${theme.colors.border}` }]} onClick={close}>
            <Icon name="signOut" size={18} />
            {t('topbar.signOut')}
          </Link>
        </div>
      )}
    </Popover>
  );
};
