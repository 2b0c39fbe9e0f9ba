import type { PersonDetail } from '@profyle/contracts/people-list';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { useEnrolInAcademyMutation, useSendWelcomeEmailMutation } from '../people-api';

/** The welcome e-mail and the Academy series, sent by the Profyle's card id (spec 001 section 7). */
export const PersonEmailsCard = ({ person, name }: { person: PersonDetail; name: string }) => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDate } = useFormatters();
  const [sendWelcome, welcome] = useSendWelcomeEmailMutation();
  const [enrol, academy] = useEnrolInAcademyMutation();
  const cardId = person.subscription?.card_id ?? person.subscription?.digital_id ?? null;

  /** The api words a mail failure itself ('Error sending email: ...'); other refusals get the same lead-in. */
  const failure = (key: 'person.sendEmailError' | 'person.sendEmailsError', error: Parameters<typeof errorMessageOf>[0]) => {
    const message = errorMessageOf(error, t('common.unknownError'));
    return message.startsWith(t(key, { message: '' })) ? message : t(key, { message });
  };
  const onWelcome = async () => {
    if (!cardId) return;
    const result = await sendWelcome({ cardId });
    if ('error' in result) notify(failure('person.sendEmailError', result.error), 'error');
    else notify(t('person.welcomeSent'));
  };
  const onAcademy = async () => {
    if (!cardId) return;
    const result = await enrol({ cardId, personId: person.person_id });
    if ('error' in result) notify(failure('person.sendEmailsError', result.error), 'error');
    else notify(t('person.academyEnrolled'));
  };

  return (
    <Card aria-labelledby="emails-title">
      <CardTitle id="emails-title">{t('person.emails')}</CardTitle>
      {cardId ? (
        <Stack gap={3}>
          <Muted>{t('person.emailsBody', { name })}</Muted>
          {person.academy_enrolled_at ? <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('person.academyEnrolledAt', { date: formatDate(person.academy_enrolled_at) })}</Muted> : null}
          <div css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' })}>
            <Button icon={<Icon name="mail" size={16} />} onClick={onWelcome} loading={welcome.isLoading}>
              {t('person.sendWelcome')}
            </Button>
            <Button onClick={onAcademy} loading={academy.isLoading}>
              {t('person.enrolAcademy')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Muted>{t('person.emailsNeedProfyle')}</Muted>
      )}
    </Card>
  );
};
