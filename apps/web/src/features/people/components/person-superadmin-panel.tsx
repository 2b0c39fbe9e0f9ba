import type { PersonDetail } from '@profyle/contracts/people-list';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { IconButton } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';

const CopyableId = ({ label, value }: { label: string; value: string | null }) => {
  const t = useT();
  const notify = useSnackbar();
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      notify(t('common.copied'), 'info');
    } catch {
      notify(value, 'info');
    }
  };
  return (
    <div>
      <div css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>{label}</div>
      {value ? (
        <div css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <code css={{ overflowWrap: 'anywhere', fontSize: '0.8rem' }}>{value}</code>
          <IconButton type="button" aria-label={t('person.superadmin.copy', { label })} title={t('person.superadmin.copy', { label })} onClick={copy} css={{ width: 32, height: 32, flexShrink: 0 }}>
            <Icon name="copy" size={16} />
          </IconButton>
        </div>
      ) : (
        <Muted>{t('common.none')}</Muted>
      )}
    </div>
  );
};

/** Superadmins only (spec 001 section 6): the person's ids to copy, and the tools below them. */
export const PersonSuperadminPanel = ({ person, children }: { person: PersonDetail; children?: React.ReactNode }) => {
  const t = useT();
  return (
    <Card aria-labelledby="superadmin-title">
      <CardTitle id="superadmin-title">{t('person.superadmin.title')}</CardTitle>
      <Stack gap={3}>
        <CopyableId label={t('person.superadmin.personId')} value={person.person_id} />
        <CopyableId label={t('person.superadmin.cardId')} value={person.subscription?.card_id ?? null} />
        <CopyableId label={t('person.superadmin.digitalId')} value={person.subscription?.digital_id ?? null} />
        {children}
      </Stack>
    </Card>
  );
};
