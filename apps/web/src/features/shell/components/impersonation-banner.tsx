import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { organisationSelected } from '../../../app/session-slice';
import { Icon } from '../../../shared/ui/icons';
import { useSession } from '../../auth/session';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';

/** Shown whenever the viewed organisation is not the user's own (spec 000 section 2). */
export const ImpersonationBanner = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const current = useCurrentOrganisation();
  if (!session.impersonating) return null;
  return (
    <div
      role="status"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(3),
        padding: theme.space(2, 4),
        background: theme.colors.warningSoft,
        color: theme.colors.onWarningSoft,
        borderBottom: `1px solid ${theme.colors.border}`,
        fontWeight: 600,
        fontSize: theme.fontSize.sm,
      })}
    >
      <Icon name="swap" size={18} />
      <span>{t('impersonation.viewing', { name: current.name })}</span>
      <button
        type="button"
        onClick={() => {
          dispatch(organisationSelected(null));
          navigate('/portal/dashboard');
        }}
        css={(theme) => ({ border: `1px solid currentColor`, background: 'transparent', color: 'inherit', borderRadius: theme.radius.sm, padding: theme.space(1, 3), fontWeight: 700, cursor: 'pointer' })}
      >
        {t('impersonation.return')}
      </button>
    </div>
  );
};
