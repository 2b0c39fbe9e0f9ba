import type { DesignStatus } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { Badge, type Tone } from '../../../shared/ui/feedback';

/** Chip colours of spec 002 section 4: awaiting proof info, requires approval primary, changes and assets requested error, approved success. */
const TONES: Record<DesignStatus, Tone> = { awaiting_proof: 'info', requires_approval: 'primary', changes_requested: 'danger', assets_requested: 'danger', approved: 'success' };

export const DesignStatusBadge = ({ status }: { status: DesignStatus }) => {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`design.status.${status}`)}</Badge>;
};
