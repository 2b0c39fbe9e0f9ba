import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiText, errorMessageOf, statusOf } from '../../../app/api-errors';
import { INVITE_RESEND_COOLDOWN_S } from '../../../app/limits';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, DetailList, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { useDeleteAdminUserMutation, useGetAdminUserQuery, useResendInviteMutation } from '../admins-api';
import { AdminBadges } from '../components/admin-badges';
import { HistoryPanel } from '../../history/components/history-panel';

/** Seconds until `at` (ISO), never negative; re-renders every second while counting. */
const useSecondsUntil = (at: string | null): number => {
  const target = at ? Date.parse(at) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target || target <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
};

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * /portal/admins/users/{userId}: an admin's detail, resending a pending invite once 600 seconds have
 * passed since the last one, and deleting (never the owner, never oneself).
 */
export const AdminUserPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { formatDateTime } = useFormatters();
  const { userId = '' } = useParams();
  const session = useSession();
  const user = useGetAdminUserQuery({ organisationId: session.organisationId, userId });
  const [resend, resendState] = useResendInviteMutation();
  const [remove, removeState] = useDeleteAdminUserMutation();
  const [confirming, setConfirming] = useState(false);
  // The server says when a resend is allowed; failing that, 600 seconds after the last invite.
  const lastSent = user.data?.last_invite_sent ? Date.parse(user.data.last_invite_sent) : null;
  const wait = useSecondsUntil(user.data?.sendInviteAgainAt ?? (lastSent ? new Date(lastSent + INVITE_RESEND_COOLDOWN_S * 1000).toISOString() : null));
  useDocumentTitle(user.data?.name || user.data?.email || t('admins.detail'));

  if (user.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(user.error) === 404) return <NotFoundPage inPortal />;
  if (user.isError || !user.data) return <Alert tone="danger">{t('common.loadError', { message: errorMessageOf(user.error, t('common.unknownError')) })}</Alert>;
  const admin = user.data;
  const isSelf = admin.id === session.user.id;
  const deleteBlocked = admin.owner ? t('admins.cannotDeleteOwner') : isSelf ? t('admins.cannotDeleteSelf') : null;

  const onResend = async () => {
    const result = await resend({ inviteId: admin.inviteId ?? admin.id, userId: admin.id });
    if ('error' in result) notify(errorMessageOf(result.error, t('admins.resendError')), 'error');
    else notify(apiText(result.data?.message) || t('admins.resent', { email: admin.email }));
  };

  const onDelete = async () => {
    const result = await remove({ organisationId: session.organisationId, userId: admin.id });
    setConfirming(false);
    if ('error' in result) {
      notify(errorMessageOf(result.error, t('admins.deleteError')), 'error');
      return;
    }
    notify(apiText(result.data?.message) || t('admins.deleted', { email: admin.email }));
    navigate('/portal/admins/users');
  };

  return (
    <>
      <PageHeader title={admin.name || admin.email} crumbs={[{ label: t('nav.admins') }, { label: t('admins.title'), to: '/portal/admins/users' }, { label: admin.name || admin.email }]} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: '2fr 1fr' } })}>
        <Card>
          <div css={(theme) => ({ display: 'flex', gap: theme.space(4), alignItems: 'center', marginBottom: theme.space(6) })}>
            <Avatar name={admin.name || admin.email} src={admin.picture} size={64} />
            <div>
              <div css={(theme) => ({ fontSize: theme.fontSize.lg, fontWeight: 700 })}>{admin.name || admin.email}</div>
              <div css={(theme) => ({ color: theme.colors.textMuted, marginBottom: theme.space(2) })}>{admin.email}</div>
              <AdminBadges user={admin} currentUserId={session.user.id} />
            </div>
          </div>
          <DetailList
            items={[
              { label: t('admins.email'), value: admin.email },
              { label: t('admins.status'), value: admin.pending ? t('admins.pending') : t('admins.active') },
              { label: t('admins.lastInvite'), value: admin.last_invite_sent ? formatDateTime(admin.last_invite_sent) : t('common.notSet') },
              ...(admin.other_org_ids.length ? [{ label: t('admins.otherOrganisations'), value: admin.other_org_ids.join(', ') }] : []),
            ]}
          />
        </Card>
        <Stack gap={6}>
          {admin.pending ? (
            <Card>
              <CardTitle>{t('admins.resendInvite')}</CardTitle>
              <Stack gap={3}>
                <Button variant="primary" icon={<Icon name="mail" size={18} />} onClick={onResend} disabled={wait > 0} disabledReason={t('admins.resendIn', { time: mmss(wait) })} loading={resendState.isLoading}>
                  {t('admins.resendInvite')}
                </Button>
              </Stack>
            </Card>
          ) : null}
          <Card>
            <CardTitle>{t('admins.delete')}</CardTitle>
            <Stack gap={3}>
              <Button variant="danger" icon={<Icon name="trash" size={18} />} disabled={Boolean(deleteBlocked)} disabledReason={deleteBlocked} onClick={() => setConfirming(true)}>
                {t('admins.delete')}
              </Button>
            </Stack>
          </Card>
          <HistoryPanel streamId={`user-${admin.id}`} />
        </Stack>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admins.deleteConfirmTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={onDelete} loading={removeState.isLoading}>
              {t('admins.delete')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0 }}>{t('admins.deleteConfirm', { email: admin.email })}</p>
      </Dialog>
    </>
  );
};

export default AdminUserPage;
