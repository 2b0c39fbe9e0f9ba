import { eventStatusLabel } from '@profyle/domain';
import type { EventNotificationStatus } from '@profyle/domain';
import { type MessageKey, useT } from '../../../app/i18n';
import { Badge, type Tone } from '../../../shared/ui/feedback';

const TONES: Record<string, Tone> = { PAST: 'danger', ACTIVE: 'success', FUTURE: 'warning' };

/** The status chip (spec 002 section 4): PAST in the error colour, ACTIVE success, FUTURE warning, else 'Invalid Date'. */
export const EventStatusChip = ({ status }: { status: string }) => {
  const t = useT();
  const label = eventStatusLabel(status);
  return <Badge tone={TONES[label] ?? 'neutral'}>{label === 'Invalid Date' ? t('events.status.invalid') : t(`events.status.${label}` as MessageKey)}</Badge>;
};

const NOTIFICATION_TONES: Record<EventNotificationStatus, Tone> = { pending: 'info', sending: 'primary', sent: 'success', cancelled: 'neutral', error: 'danger' };

export const NotificationStatusChip = ({ status }: { status: EventNotificationStatus }) => {
  const t = useT();
  return <Badge tone={NOTIFICATION_TONES[status]}>{t(`events.notification.status.${status}` as MessageKey)}</Badge>;
};

/** The 'Profyle Connect' label of events the directory created. */
export const ProfyleConnectBadge = () => {
  const t = useT();
  return <Badge tone="primary">{t('events.profyleConnect')}</Badge>;
};
