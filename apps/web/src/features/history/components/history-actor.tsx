import type { HistoryActor } from '@profyle/contracts/history';
import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';

/** Who did it: the real user's e-mail (or id), marked when a superadmin acted inside this organisation. */
export const ActorLabel = ({ actor }: { actor: HistoryActor }) => {
  const t = useT();
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, overflowWrap: 'break-word', minWidth: 0 }}>
      {actor.email ?? (actor.user_id || t('history.system'))}
      {actor.impersonating ? (
        <span title={t('history.impersonatingTitle')}>
          <Badge tone="info">{t('history.impersonating')}</Badge>
        </span>
      ) : null}
    </span>
  );
};
