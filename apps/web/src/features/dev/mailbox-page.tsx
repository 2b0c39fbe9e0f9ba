import { useT } from '../../app/i18n';
import { useFormatters } from '../../shared/format';
import { NotFoundPage } from '../shell/pages/not-found-page';
import { Button } from '../../shared/ui/button';
import { EmptyState, LoadingView } from '../../shared/ui/feedback';
import { Icon } from '../../shared/ui/icons';
import { Card, PageHeader, Stack } from '../../shared/ui/layout';
import { useGetMailboxQuery } from './dev-api';

/** A link in a captured e-mail, as a path on this origin when it points here (so it opens in this tab). */
const localHref = (link: string): string => {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  } catch {
    return link;
  }
};

/**
 * /dev/mailbox (development only): the e-mails the api captured, newest first, with their links. Shown
 * only when the api answers GET /dev/mailbox; anywhere else it is the not-found page.
 */
export const MailboxPage = () => {
  const t = useT();
  const { formatDateTimeSeconds } = useFormatters();
  const mailbox = useGetMailboxQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 5000 });
  if (mailbox.isLoading) return <LoadingView fullScreen label={t('common.loading')} />;
  if (mailbox.isError || !mailbox.data) return <NotFoundPage />;
  const messages = [...mailbox.data.messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return (
    <main id="main" css={(theme) => ({ minHeight: '100vh', background: theme.colors.background, padding: theme.space(8, 4) })}>
      <div css={{ maxWidth: 880, margin: '0 auto' }}>
        <PageHeader
          title={t('dev.mailbox.title')}
          subtitle={t('dev.mailbox.subtitle')}
          crumbs={[{ label: t('auth.forgot.backToSignIn'), to: '/auth/sign-in' }, { label: t('dev.mailbox.title') }]}
          actions={
            <Button onClick={() => void mailbox.refetch()} icon={<Icon name="refresh" size={16} />} loading={mailbox.isFetching}>
              {t('dev.mailbox.refresh')}
            </Button>
          }
        />
        {messages.length === 0 ? (
          <Card>
            <EmptyState icon="mail" title={t('dev.mailbox.empty')} />
          </Card>
        ) : (
          <Stack gap={4}>
            {messages.map((message) => (
              <Card key={message.id} aria-labelledby={`mail-${message.id}`}>
                <Stack gap={2}>
                  <h2 id={`mail-${message.id}`} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
                    {message.subject}
                  </h2>
                  <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
                    {t('dev.mailbox.to')}: <strong>{message.to}</strong> · {t('dev.mailbox.sentAt')}: {formatDateTimeSeconds(message.sentAt)}
                  </div>
                  <pre css={(theme) => ({ whiteSpace: 'pre-wrap', fontFamily: theme.font.body, margin: theme.space(2, 0, 0), padding: theme.space(3), background: theme.colors.surfaceSunken, borderRadius: theme.radius.sm, maxHeight: 200, overflow: 'auto' })}>
                    {message.text}
                  </pre>
                  {message.links.length > 0 ? (
                    <div>
                      <div css={(theme) => ({ fontWeight: 600, fontSize: theme.fontSize.sm, marginTop: theme.space(2) })}>{t('dev.mailbox.links')}</div>
                      <ul css={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                        {message.links.map((link) => (
                          <li key={link}>
                            <a href={localHref(link)} css={{ overflowWrap: 'anywhere' }}>
                              {localHref(link)}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    </main>
  );
};

export default MailboxPage;
