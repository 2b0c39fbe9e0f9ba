import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../app/i18n';
import { useHasPage } from '../../app/route-table';
import { Icon } from './icons';

/** A surface for a group of content; `flush` drops the padding (tables that run edge to edge). */
export const Card = styled('section', { shouldForwardProp: (prop) => prop !== 'flush' })<{ flush?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, flush }) => (flush ? '0' : theme.space(5))};
  overflow: ${({ flush }) => (flush ? 'hidden' : 'visible')};
  min-width: 0;
  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme, flush }) => (flush ? '0' : theme.space(6))};
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

export const Stack = styled.div<{ gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 4 }) => theme.space(gap)};
  min-width: 0;
`;

export const Row = styled.div<{ gap?: number; wrap?: boolean; justify?: string; align?: string }>`
  display: flex;
  flex-wrap: ${({ wrap = true }) => (wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
  gap: ${({ theme, gap = 3 }) => theme.space(gap)};
  min-width: 0;
`;

/** Two columns from md up (form fields side by side), one below. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface Crumb {
  label: string;
  /** Where the crumb leads; it is a link only while that page exists (a breadcrumb is never a dead end). */
  to?: string;
}

export const PageHeader = ({ title, crumbs, actions, subtitle }: { title: ReactNode; crumbs?: Crumb[]; actions?: ReactNode; subtitle?: ReactNode }) => {
  const t = useT();
  const hasPage = useHasPage();
  return (
  <header css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2), marginBottom: theme.space(6) })}>
    {crumbs && crumbs.length > 0 ? (
      <nav aria-label={t('common.breadcrumb')}>
        <ol css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1), listStyle: 'none', margin: 0, padding: 0, fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.label}-${index}`} css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {index > 0 ? <Icon name="chevronRight" size={14} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} /> : null}
              {crumb.to && hasPage(crumb.to) ? (
                <Link to={crumb.to} css={(theme) => ({ color: theme.colors.textMuted, textDecoration: 'none', '&:hover': { color: theme.colors.text, textDecoration: 'underline' } })}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    ) : null}
    <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) })}>
      <div css={{ minWidth: 0 }}>
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xxl, fontWeight: 700, letterSpacing: '-0.01em', color: theme.colors.text, overflowWrap: 'anywhere' })}>{title}</h1>
        {subtitle ? <div css={(theme) => ({ marginTop: theme.space(1), color: theme.colors.textMuted })}>{subtitle}</div> : null}
      </div>
      {actions ? <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>{actions}</div> : null}
    </div>
  </header>
  );
};

/** Label and value pairs of a detail card. */
export const DetailList = ({ items }: { items: { label: string; value: ReactNode }[] }) => (
  <dl css={(theme) => ({ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: theme.space(3, 6), margin: 0 })}>
    {items.map((item) => (
      <div key={item.label} css={{ display: 'contents' }}>
        <dt css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{item.label}</dt>
        <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{item.value}</dd>
      </div>
    ))}
  </dl>
);

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
