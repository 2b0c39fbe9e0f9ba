import { type FormEvent, useState } from 'react';
import type { PersonDetail } from '@profyle/contracts/people-list';
import { PUSH_BODY_MAX_LENGTH, PUSH_TITLE_MAX_LENGTH } from '@profyle/contracts/person-messages';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { TextArea, TextField } from '../../../shared/ui/fields';
import { Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useLazyGetToolkitUrlQuery, useLazyGetWalletUrlsQuery, useSendPushNotificationMutation } from '../people-api';

/** A push notification to the person's device: a non-blank title and a non-blank message (spec 001 section 5). */
export const PushNotificationForm = ({ person }: { person: PersonDetail }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [send, { isLoading }] = useSendPushNotificationMutation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { title: title.trim() ? undefined : t('person.push.titleRequired'), body: body.trim() ? undefined : t('person.push.bodyRequired') };
    setErrors(found);
    if (found.title || found.body) return;
    const result = await send({ organisationId, personId: person.person_id, title, body });
    if ('error' in result) {
      notify(errorMessageOf(result.error, t('person.push.error')), 'error');
      return;
    }
    notify(t('person.push.sent'));
    setTitle('');
    setBody('');
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('person.push.send')}>
      <Stack gap={3}>
        <strong>{t('person.push.send')}</strong>
        {person.push_status !== 'ACTIVE' ? <Alert tone="info">{t('person.pushUnavailable')}</Alert> : null}
        <TextField id="push-title" label={t('person.push.title')} value={title} maxLength={PUSH_TITLE_MAX_LENGTH} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
        <TextArea id="push-body" label={t('person.push.body')} value={body} rows={3} maxLength={PUSH_BODY_MAX_LENGTH} onChange={(e) => setBody(e.target.value)} error={errors.body} />
        <div>
          <Button type="submit" loading={isLoading} disabled={person.push_status !== 'ACTIVE'}>
            {t('person.push.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
};

/** The signed wallet installation links and the toolkit link, fetched on request (each is valid 28 days). */
export const WalletLinks = ({ person }: { person: PersonDetail }) => {
  const t = useT();
  const { organisationId } = useSession();
  const [loadWallet, wallet] = useLazyGetWalletUrlsQuery();
  const [loadToolkit, toolkit] = useLazyGetToolkitUrlQuery();
  if (!person.subscription?.digital_id) return null;
  const show = () => {
    void loadWallet({ organisationId, personId: person.person_id });
    void loadToolkit({ organisationId, personId: person.person_id });
  };
  const link = (label: string, href: string) => (
    <div key={label}>
      <div css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>{label}</div>
      <a href={href} target="_blank" rel="noreferrer" css={{ overflowWrap: 'anywhere', fontSize: '0.8rem' }}>
        {href}
      </a>
    </div>
  );
  return (
    <Stack gap={2}>
      <strong>{t('person.wallet.title')}</strong>
      {wallet.data ? (
        <>
          {link(t('person.wallet.ios'), wallet.data.ios)}
          {link(t('person.wallet.android'), wallet.data.android)}
          {toolkit.data ? link(t('person.wallet.toolkit'), toolkit.data.toolkitUrl) : null}
          <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('person.wallet.valid')}</Muted>
        </>
      ) : (
        <div>
          <Button size="sm" onClick={show} loading={wallet.isFetching}>
            {t('person.wallet.show')}
          </Button>
        </div>
      )}
      {wallet.error ? <Alert tone="danger">{errorMessageOf(wallet.error, t('common.unknownError'))}</Alert> : null}
    </Stack>
  );
};
