import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiText } from '../../../app/api-errors';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_LIST_MAX_HEIGHT, NOTIFICATION_TITLE_MAX } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { Button, IconButton } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Popover } from '../../../shared/ui/popover';
import { type UserNotification, useDeleteNotificationMutation, useDismissNotificationMutation, useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../../notifications/notifications-api';

/** Cuts a text to `max` characters with an ellipsis (spec: titles at 36, bodies at 120 in the list). */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

type Tab = 'new' | 'all';

/** The api words the notifications it makes in English (title, body, the action's title): each is shown in the chosen language. */
const inChosenLanguage = (notification: UserNotification): UserNotification => ({
  ...notification,
  title: apiText(notification.title),
  body: apiText(notification.body),
  cta: notification.cta ? { ...notification.cta, title: apiText(notification.cta.title) } : notification.cta,
});

/** The notification centre: a bell with the count of new notifications and a panel with tabs New and All. */
export const NotificationCentre = () => {
  const t = useT();
  const notifications = useListNotificationsQuery(undefined, { pollingInterval: 60_000 });
  const visible = (notifications.data?.data ?? []).filter((notification) => !notification.deleted).map(inChosenLanguage);
  const unread = visible.filter((notification) => !notification.dismissed);
  const label = unread.length ? t('topbar.notificationsUnread', { count: unread.length }) : t('topbar.notifications');
  return (
    <>
    <AutoPopup notification={unread.find((notification) => notification.auto_popup)} />
    <Popover
      width={380}
      trigger={(props) => (
        <IconButton type="button" {...props} aria-label={label} title={label}>
          <Icon name="bell" />
          {unread.length ? (
            <span
              aria-hidden="true"
              css={(theme) => ({
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                minWidth: 18,
                height: 18,
                padding: '0 5px',
                borderRadius: 9,
                background: theme.colors.danger,
                color: theme.mode === 'light' ? '#fff' : '#1b0707',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
              })}
            >
              {unread.length > 99 ? '99+' : unread.length}
            </span>
          ) : null}
        </IconButton>
      )}
    >
      <NotificationPanel loading={notifications.isLoading} failed={notifications.isError} all={visible} unread={unread} />
    </Popover>
    </>
  );
};

/** Closed in this browser session: an auto_popup notification opens by itself until it is dismissed, once per session. */
const closedThisSession = new Set<string>();

const AutoPopup = ({ notification }: { notification?: UserNotification }) => {
  const t = useT();
  const navigate = useNavigate();
  const [dismiss] = useDismissNotificationMutation();
  const [, setClosedCount] = useState(0);
  if (!notification || closedThisSession.has(notification.id)) return null;
  const close = () => {
    closedThisSession.add(notification.id);
    setClosedCount((count) => count + 1);
    void dismiss(notification.id);
  };
  const action = notification.cta?.action ?? '';
  return (
    <Dialog
      open
      onClose={close}
      title={notification.title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={close}>{t('notifications.dismiss')}</Button>
          {notification.cta ? (
            <Button
              variant="primary"
              onClick={() => {
                close();
                if (action.startsWith('/')) navigate(action);
                else if (action) window.open(action, '_blank', 'noreferrer');
              }}
            >
              {notification.cta.title}
            </Button>
          ) : null}
        </>
      }
    >
      <p css={{ margin: 0, lineHeight: 1.6 }}>{notification.body}</p>
    </Dialog>
  );
};

const NotificationPanel = ({ loading, failed, all, unread }: { loading: boolean; failed: boolean; all: UserNotification[]; unread: UserNotification[] }) => {
  const t = useT();
  const [tab, setTab] = useState<Tab>('new');
  const [markAll] = useMarkAllNotificationsReadMutation();
  const list = tab === 'new' ? unread : all;
  const tabs: { id: Tab; label: string; count: number }[] = [
    { id: 'new', label: t('notifications.tabNew'), count: unread.length },
    { id: 'all', label: t('notifications.tabAll'), count: all.length },
  ];
  return (
    <div>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: theme.space(3, 4), borderBottom: `1px solid ${theme.colors.border}` })}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>{t('notifications.title')}</h2>
        {unread.length ? (
          <button type="button" onClick={() => void markAll()} css={(theme) => ({ border: 0, background: 'none', color: theme.colors.primary, fontWeight: 600, cursor: 'pointer', fontSize: theme.fontSize.sm })}>
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      <div role="tablist" aria-label={t('notifications.title')} css={(theme) => ({ display: 'flex', gap: theme.space(1), padding: theme.space(2, 4, 0), borderBottom: `1px solid ${theme.colors.border}` })}>
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`notifications-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls="notifications-panel"
            onClick={() => setTab(entry.id)}
            css={(theme) => ({
              padding: theme.space(2, 3),
              border: 0,
              borderBottom: `2px solid ${tab === entry.id ? theme.colors.primary : 'transparent'}`,
              background: 'none',
              color: tab === entry.id ? theme.colors.text : theme.colors.textMuted,
              fontWeight: 600,
              cursor: 'pointer',
            })}
          >
            {entry.label} ({entry.count})
          </button>
        ))}
      </div>
      <div id="notifications-panel" role="tabpanel" aria-labelledby={`notifications-tab-${tab}`} css={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        {loading ? (
          <div css={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : failed ? (
          <p css={(theme) => ({ margin: 0, padding: theme.space(6, 4), color: theme.colors.textMuted, textAlign: 'center' })}>{t('notifications.loadError')}</p>
        ) : list.length === 0 ? (
          <p css={(theme) => ({ margin: 0, padding: theme.space(8, 4), color: theme.colors.textMuted, textAlign: 'center' })}>{tab === 'new' ? t('notifications.emptyNew') : t('notifications.emptyAll')}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};

const NotificationItem = ({ notification }: { notification: UserNotification }) => {
  const t = useT();
  const { formatDate } = useFormatters();
  const [dismiss] = useDismissNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  const when = formatDate(notification.created_at);
  const action = notification.cta?.action ?? '';
  return (
    <li css={(theme) => ({ padding: theme.space(3, 4), borderBottom: `1px solid ${theme.colors.border}`, background: notification.dismissed ? 'transparent' : theme.colors.primarySoft + '55' })}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong title={notification.title}>{truncate(notification.title, NOTIFICATION_TITLE_MAX)}</strong>
        <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.xs, whiteSpace: 'nowrap' })}>{when}</span>
      </div>
      <p css={(theme) => ({ margin: theme.space(1, 0, 2), color: theme.colors.textMuted, fontSize: theme.fontSize.sm, lineHeight: 1.5 })}>{truncate(notification.body, NOTIFICATION_BODY_MAX)}</p>
      <div css={(theme) => ({ display: 'flex', gap: theme.space(3), fontSize: theme.fontSize.sm })}>
        {notification.cta ? action.startsWith('/') ? <Link to={action}>{notification.cta.title}</Link> : <a href={action} target="_blank" rel="noreferrer">{notification.cta.title}</a> : null}
        {!notification.dismissed ? (
          <button type="button" onClick={() => void dismiss(notification.id)} css={(theme) => ({ border: 0, background: 'none', padding: 0, color: theme.colors.primary, fontWeight: 600, cursor: 'pointer' })}>
            {t('notifications.dismiss')}
          </button>
        ) : null}
        <button type="button" onClick={() => void remove(notification.id)} css={(theme) => ({ border: 0, background: 'none', padding: 0, color: theme.colors.textMuted, fontWeight: 600, cursor: 'pointer' })}>
          {t('notifications.delete')}
        </button>
      </div>
    </li>
  );
};
