import type { SelfServicePage } from '@profyle/contracts/self-service';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Switch } from '../../../shared/ui/fields';
import { Card } from '../../../shared/ui/layout';
import { useChangeOwnNotificationsMutation } from '../self-service-api';

/**
 * Notifications: the weekly introductions e-mail, on or off. The switch shows the cached page, which the
 * change puts right at once and puts back if it is refused (see changeOwnNotifications).
 */
export const NotificationsTab = ({ data, as }: { data: SelfServicePage; as: { token: string; organisationId: string; personId: string } }) => {
  const t = useT();
  const notify = useSnackbar();
  const [change, { isLoading }] = useChangeOwnNotificationsMutation();
  const onToggle = async (weekly: boolean) => {
    const result = await change({ ...as, weekly_intros: weekly });
    notify('error' in result ? t('selfService.notificationsError') : t('selfService.notificationsUpdated'), 'error' in result ? 'error' : 'success');
  };
  return (
    <Card>
      <Switch
        id="self-service-weekly-intros"
        label={t('person.weeklyIntros')}
        description={t('selfService.weeklyIntrosDescription')}
        checked={data.notifications.weekly_intros}
        disabled={isLoading}
        onChange={(event) => void onToggle(event.target.checked)}
      />
    </Card>
  );
};
