import type { AdminUser } from '@profyle/contracts/admin-users';
import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';

/** Status and role badges of an admin user: pending or active, Owner, Guest, You. */
export const AdminBadges = ({ user, currentUserId }: { user: AdminUser; currentUserId: string }) => {
  const t = useT();
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      {user.pending ? <Badge tone="warning">{t('admins.pending')}</Badge> : <Badge tone="success">{t('admins.active')}</Badge>}
      {user.owner ? <Badge tone="primary">{t('admins.owner')}</Badge> : null}
      {user.guest ? <Badge tone="info">{t('admins.guest')}</Badge> : null}
      {user.superadmin ? <Badge tone="info">{t('admins.superadmin')}</Badge> : null}
      {user.id === currentUserId ? <Badge>{t('admins.you')}</Badge> : null}
    </span>
  );
};
