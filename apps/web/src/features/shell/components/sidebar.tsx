import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { Brand } from '../../../shared/brand';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { isGroup, NAVIGATION, type NavGroupEntry, type NavLinkEntry, offeredEntries, SUPERADMIN_NAVIGATION } from '../navigation';
import { useAddressLabel } from '../../organisations/use-address-label';

const linkStyle = (theme: import('@emotion/react').Theme, nested: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  width: '100%',
  minHeight: 38,
  padding: theme.space(1.5, 3),
  paddingInlineStart: nested ? theme.space(11) : theme.space(3),
  borderRadius: theme.radius.sm,
  color: theme.colors.sidebarText,
  textDecoration: 'none',
  fontSize: theme.fontSize.md,
  fontWeight: 500,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  textAlign: 'start' as const,
  '&:hover': { background: theme.colors.surfaceSunken },
  '&.active': { background: theme.colors.sidebarActive, color: theme.colors.sidebarActiveText, fontWeight: 700 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
});

const Item = ({ entry, nested, onNavigate }: { entry: NavLinkEntry; nested?: boolean; onNavigate?: () => void }) => {
  const t = useT();
  const addressLabel = useAddressLabel();
  return (
    <li>
      <NavLink to={entry.to} css={(theme) => linkStyle(theme, Boolean(nested))} onClick={onNavigate}>
        {entry.icon ? <Icon name={entry.icon} size={19} /> : null}
        <span css={{ flex: 1 }}>{entry.label === 'nav.addresses' ? addressLabel.plural : t(entry.label)}</span>
        {entry.isNew ? <Badge tone="primary">{t('nav.badgeNew')}</Badge> : null}
      </NavLink>
    </li>
  );
};

const Group = ({ entry, onNavigate }: { entry: NavGroupEntry; onNavigate?: () => void }) => {
  const t = useT();
  const { pathname } = useLocation();
  const containsCurrent = entry.children.some((child) => pathname.startsWith(child.to));
  const [open, setOpen] = useState(containsCurrent);
  const id = `nav-${entry.label}`;
  return (
    <li>
      <button type="button" aria-expanded={open || containsCurrent} aria-controls={id} onClick={() => setOpen(!open)} css={(theme) => linkStyle(theme, false)}>
        <Icon name={entry.icon} size={19} />
        <span css={{ flex: 1 }}>{t(entry.label)}</span>
        <Icon name="chevronDown" size={16} css={{ transform: open || containsCurrent ? 'rotate(180deg)' : undefined, transition: 'transform 120ms ease' }} />
      </button>
      <ul id={id} hidden={!(open || containsCurrent)} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entry.children.map((child) => (
          <Item key={child.to} entry={child} nested onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
};

/** The portal's sidebar: the modules of spec 000 that exist, plus the superadmin section for superadmins. */
export const Sidebar = ({ superadmin, onNavigate }: { superadmin: boolean; onNavigate?: () => void }) => {
  const t = useT();
  const hasPage = useHasPage();
  const superadminEntries = superadmin ? SUPERADMIN_NAVIGATION.filter((entry) => hasPage(entry.to)) : [];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div css={(theme) => ({ padding: theme.space(4, 5), height: theme.layout.topBarHeight, display: 'flex', alignItems: 'center', borderBottom: `1px solid ${theme.colors.border}` })}>
        <NavLink to="/portal/dashboard" css={{ textDecoration: 'none', '&.active': { background: 'none' } }} onClick={onNavigate}>
          <Brand />
        </NavLink>
      </div>
      <nav aria-label={t('nav.main')} css={(theme) => ({ flex: 1, overflowY: 'auto', padding: theme.space(3) })}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
          {offeredEntries(NAVIGATION, hasPage).map((entry) => (isGroup(entry) ? <Group key={entry.label} entry={entry} onNavigate={onNavigate} /> : <Item key={entry.to} entry={entry} onNavigate={onNavigate} />))}
        </ul>
        {superadminEntries.length > 0 ? (
          <div css={(theme) => ({ marginTop: theme.space(5), paddingTop: theme.space(4), borderTop: `1px solid ${theme.colors.border}` })}>
            <h2
              id="nav-superadmin"
              css={(theme) => ({ margin: theme.space(0, 3, 2), fontSize: theme.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.sidebarMuted })}
            >
              {t('nav.superadmin')}
            </h2>
            <ul aria-labelledby="nav-superadmin" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
              {superadminEntries.map((entry) => (
                <Item key={entry.to} entry={entry} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
    </div>
  );
};
