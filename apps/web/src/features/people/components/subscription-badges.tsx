import type { PersonSubscriptionView } from '@profyle/contracts/people-list';
import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';

/** The person badges of spec 001: subscription, subscription plus NFC card, none; and unverified. */
export const SubscriptionBadges = ({ subscription, unverified }: { subscription: PersonSubscriptionView | null; unverified: boolean }) => {
  const t = useT();
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      {subscription ? (
        <Badge tone="success">{subscription.type === 'nfc' ? `${t('people.badge.profyleNfc')}${subscription.card_short_code ? ` · ${subscription.card_short_code}` : ''}` : t('people.badge.profyle')}</Badge>
      ) : (
        <Badge>{t('people.badge.none')}</Badge>
      )}
      {unverified ? <Badge tone="warning">{t('people.badge.unverified')}</Badge> : null}
    </span>
  );
};
