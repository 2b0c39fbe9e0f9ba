import type { SelfServicePage } from '@profyle/contracts/self-service';
import { useEffect, useState } from 'react';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Switch } from '../../../shared/ui/fields';
import { Card } from '../../../shared/ui/layout';
import { useChangeOwnNotificationsMutation } from '../self-service-api';

/**
 * Notifications: the weekly introductions e-mail, on or off. The switch moves at once and goes back if
 * the change is refused; the page's data (refetched after the change) has the last word.
 */
export const NotificationsTab = ({ data, as }: { data: SelfServicePage; as: { token: string; organisationId: string; personId: string } }) => {
  const t = useT();
  const notify = useSnackbar();
  const [change, { isLoading }] = useChangeOwnNotificationsMutation();
  const stored = data.notifications.weekly_intros;
  const [weekly, setWeekly] = useState(stored);
  useEffect(() => setWeekly(stored), [stored]);
  const onToggle = async (next: boolean) => {
    setWeekly(next);
    const result = await change({ ...as, weekly_intros: next });
    if ('error' in result) setWeekly(stored);
    notify('error' in result ? t('selfService.notificationsError') : t('selfService.notificationsUpdated'), 'error' in result ? 'error' : 'success');
  };
  return (
    <Card>
      <Switch
        id="self-service-weekly-intros"
        label={t('person.weeklyIntros')}
        description={t('selfService.weeklyIntrosDescription')}
        checked={weekly}
        disabled={isLoading}
        onChange={(event) => void onToggle(event.target.checked)}
      />
    </Card>
  );
};
