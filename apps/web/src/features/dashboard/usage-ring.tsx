import { useTheme } from '@emotion/react';
import { useFormatters } from '../../shared/format';

/** Share of subscriptions in use above which the ring turns red (spec 000/001 section 9). */
export const USAGE_WARNING_RATIO = 0.9;

/** A ring showing used of purchased; red above 90 % used. */
export const UsageRing = ({ used, purchased, label, size = 112 }: { used: number; purchased: number; label: string; size?: number }) => {
  const theme = useTheme();
  const { formatPercent } = useFormatters();
  const ratio = purchased > 0 ? Math.min(1, used / purchased) : used > 0 ? 1 : 0;
  const warning = purchased > 0 ? used / purchased > USAGE_WARNING_RATIO : used > 0;
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const colour = warning ? theme.colors.danger : theme.colors.primary;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-warning={warning || undefined}>
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={theme.colors.surfaceSunken} strokeWidth={stroke} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke={colour}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${circumference * ratio} ${circumference}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fill={warning ? theme.colors.danger : theme.colors.text} fontSize={size / 5} fontWeight={700}>
        {formatPercent(ratio)}
      </text>
    </svg>
  );
};
