import type { CardListItem } from '@profyle/contracts/cards';
import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';

/** Active, Disabled or Lost, and Demo for demo cards. */
export const CardBadges = ({ card }: { card: Pick<CardListItem, 'status' | 'demo'> }) => {
  const t = useT();
  const tone = card.status === 'active' ? 'success' : card.status === 'lost' ? 'danger' : 'warning';
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      <Badge tone={tone}>{t(`cards.status.${card.status}`)}</Badge>
      {card.demo ? <Badge tone="info">{t('cards.demo')}</Badge> : null}
    </span>
  );
};

/** A card's short id as it is printed: monospaced and spaced out. */
export const ShortId = ({ children, size = 'md' }: { children: string; size?: 'md' | 'lg' }) => (
  <span css={(theme) => ({ fontFamily: theme.font.mono, fontWeight: 700, letterSpacing: '0.08em', fontSize: size === 'lg' ? theme.fontSize.xl : undefined })}>{children}</span>
);
