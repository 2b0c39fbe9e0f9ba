import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { organisationSelected } from '../../../app/session-slice';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Popover, popoverItemStyle } from '../../../shared/ui/popover';
import { useSession } from '../../auth/session';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';

const CREATE_DEMO = '/portal/partners/create-demo';

/**
 * Shown when the organisation is a partner or the user can reach more than one organisation: lists
 * them with the first marked Default, and offers Create New Demo to partners (spec 000 section 2) once
 * that page exists.
 */
export const AccountSwitcher = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const current = useCurrentOrganisation();
  const createDemo = useHasPage()(CREATE_DEMO);
  if (!(current.isPartner || session.organisations.length > 1)) return <OrganisationName name={current.name} />;

  const choose = (id: string) => {
    dispatch(organisationSelected(id === session.user.organisationId ? null : id));
    navigate('/portal/dashboard');
  };

  return (
    <Popover
      align="start"
      width={320}
      trigger={(props) => (
        <button
          type="button"
          {...props}
          // The visible organisation name is part of the accessible name (WCAG 2.5.3, label in name).
          aria-label={`${t('switcher.label')}: ${current.name}`}
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(2),
            maxWidth: 280,
            padding: theme.space(1.5, 3),
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius.sm,
            background: theme.colors.surface,
            color: theme.colors.text,
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { background: theme.colors.surfaceSunken },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <Icon name="organisations" size={18} />
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current.name}</span>
          <Icon name="chevronDown" size={16} />
        </button>
      )}
    >
      {(close) => (
        <div>
          <div css={(theme) => ({ padding: theme.space(3, 4), fontSize: theme.fontSize.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.textMuted })}>
            {t('switcher.label')}
          </div>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
            {session.organisations.map((organisation, index) => (
              <li key={organisation.id}>
                <button
                  type="button"
                  aria-current={organisation.id === session.organisationId ? 'true' : undefined}
                  onClick={() => {
                    close();
                    choose(organisation.id);
                  }}
                  css={(theme) => [popoverItemStyle(theme), organisation.id === session.organisationId ? { fontWeight: 700, background: theme.colors.sidebarActive } : {}]}
                >
                  <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{organisation.name}</span>
                  {index === 0 ? <Badge tone="primary">{t('switcher.default')}</Badge> : null}
                  {organisation.isDemo ? <Badge>{t('switcher.demo')}</Badge> : null}
                  {organisation.isPartner ? <Badge tone="info">{t('switcher.partner')}</Badge> : null}
                </button>
              </li>
            ))}
          </ul>
          {current.isPartner && createDemo ? (
            <Link to={CREATE_DEMO} onClick={close} css={(theme) => [popoverItemStyle(theme), { borderTop: `1px solid ${theme.colors.border}`, color: theme.colors.primary, fontWeight: 600 }]}>
              <Icon name="plus" size={18} />
              {t('switcher.createDemo')}
            </Link>
          ) : null}
        </div>
      )}
    </Popover>
  );
};

const OrganisationName = ({ name }: { name: string }) => {
  const t = useT();
  return (
    <span title={t('switcher.current', { name })} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600, color: theme.colors.text, minWidth: 0 })}>
      <Icon name="organisations" size={18} css={(theme) => ({ color: theme.colors.textMuted, flexShrink: 0 })} />
      <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
    </span>
  );
};
