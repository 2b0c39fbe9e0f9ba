import { useState } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A round photo, or the initials when there is no photo or it fails to load. */
export const Avatar = ({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) => {
  const [failed, setFailed] = useState(false);
  const common = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (src && !failed) return <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} css={{ ...common, objectFit: 'cover' }} />;
  // The initials are drawn by CSS, not text: the avatar sits inside named buttons and links, whose
  // accessible name must contain all their visible text.
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      css={(theme) => ({
        ...common,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.colors.primarySoft,
        color: theme.colors.onPrimarySoft,
        fontWeight: 700,
        fontSize: Math.round(size * 0.38),
        '&::before': { content: 'attr(data-initials)' },
      })}
    />
  );
};
