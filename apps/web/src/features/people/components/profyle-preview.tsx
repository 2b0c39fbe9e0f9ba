import type { PersonDetail } from '@profyle/contracts/people-list';
import { useT } from '../../../app/i18n';
import { Avatar } from '../../../shared/ui/avatar';
import { Icon, type IconName } from '../../../shared/ui/icons';

/**
 * How the person's Profyle reads on a phone: photo, name, position, bio and the contact buttons their
 * details make. A sketch of the public page (which a later release serves), drawn from the saved details.
 */
export const ProfylePreview = ({ person }: { person: PersonDetail }) => {
  const t = useT();
  const name = [person.prefix, `${person.first_name} ${person.last_name}`.trim(), person.nominals].filter(Boolean).join(' ');
  const buttons: { icon: IconName; label: string }[] = [
    ...(person.email ? [{ icon: 'mail' as const, label: t('person.preview.email') }] : []),
    ...(person.mobile ? [{ icon: 'user' as const, label: t('person.preview.call') }] : []),
    ...(person.linked_in ? [{ icon: 'external' as const, label: t('person.linkedIn') }] : []),
    ...(person.calendar_url ? [{ icon: 'events' as const, label: t('person.preview.meet') }] : []),
  ];
  return (
    <div
      aria-label={t('person.preview')}
      role="img"
      css={(theme) => ({
        width: '100%',
        maxWidth: 260,
        margin: '0 auto',
        border: `8px solid ${theme.colors.text}`,
        borderRadius: 28,
        overflow: 'hidden',
        background: theme.colors.surface,
      })}
    >
      <div css={(theme) => ({ height: 64, background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primarySoft})` })} />
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(1.5), padding: theme.space(0, 4, 5), marginTop: -36, textAlign: 'center' })}>
        <Avatar name={`${person.first_name} ${person.last_name}`.trim() || person.email} src={person.photo_url || null} size={72} />
        <strong>{name}</strong>
        {person.pronouns ? <span css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.colors.textMuted })}>{person.pronouns}</span> : null}
        <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>{[person.position, person.department].filter(Boolean).join(' · ')}</span>
        {person.bio ? <p css={(theme) => ({ margin: theme.space(1, 0), fontSize: theme.fontSize.xs, lineHeight: 1.5 })}>{person.bio}</p> : null}
        <div css={(theme) => ({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space(1.5), width: '100%', marginTop: theme.space(1) })}>
          {buttons.map((button) => (
            <span
              key={button.label}
              css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4, padding: theme.space(1.5), borderRadius: 8, background: theme.colors.primarySoft, color: theme.colors.onPrimarySoft, fontSize: theme.fontSize.xs, fontWeight: 600 })}
            >
              <Icon name={button.icon} size={14} />
              {button.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
};
