import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  ANALYTICS_PRESETS,
  ANALYTICS_TOP_SIZE,
  type AnalyticsCountRow,
  type AnalyticsPreset,
  DEFAULT_ANALYTICS_PRESET,
  presetRange,
  previousPeriod,
  widthForRange,
} from '@profyle/contracts/analytics';
import { DEFAULT_ORGANISATION_INTL, localDate } from '@profyle/domain';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { TextLink } from '../../../shared/ui/button';
import { Alert, Badge, EmptyState, Spinner } from '../../../shared/ui/feedback';
import { InlineSelect, Switch, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Muted, PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListGroupsQuery } from '../../groups/groups-api';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { useCountryName } from '../../contacts/components/country-name';
import { useAnalyticsCountriesQuery, useAnalyticsCountsQuery, useAnalyticsTopQuery } from '../analytics-api';

type View = 'VISITS' | 'INTROS';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The page's state lives in the URL: view (VISITS or INTROS), preset (7d, 14d, 28d, 12w, month, year or
 * custom), from and to (custom), compare (off turns the comparison off), group.
 */
const readQuery = (params: URLSearchParams, today: string) => {
  const view: View = params.get('view') === 'INTROS' ? 'INTROS' : 'VISITS';
  const presetParam = params.get('preset');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = presetParam === 'custom' && DATE.test(from) && DATE.test(to);
  const preset: AnalyticsPreset | 'custom' = custom ? 'custom' : (ANALYTICS_PRESETS as readonly string[]).includes(presetParam ?? '') ? (presetParam as AnalyticsPreset) : DEFAULT_ANALYTICS_PRESET;
  const range = preset === 'custom' ? { from, to } : presetRange(preset, today);
  return { view, preset, ...range, invalid: range.from > range.to, compare: preset !== 'custom' && params.get('compare') !== 'off', group: params.get('group') || undefined };
};

/** Adds up one measure of a series. */
const total = (rows: readonly AnalyticsCountRow[] | undefined, key: 'visits' | 'intros') => (rows ?? []).reduce((sum, row) => sum + row[key], 0);

/** /portal/analytics: visits and introductions over time, top Profyles and countries (spec 000). */
export const AnalyticsPage = () => {
  const t = useT();
  useDocumentTitle(t('analytics.title'));
  const theme = useTheme();
  const { formatNumber, formatDate } = useFormatters();
  const countryName = useCountryName();
  const { organisationId } = useSession();
  const organisation = useCurrentOrganisation();
  const timezone = organisation.view.data?.intl.timezone ?? DEFAULT_ORGANISATION_INTL.timezone;
  const today = localDate(Date.now(), timezone);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params, today);
  const groups = useListGroupsQuery(organisationId).data?.data ?? [];
  const key = query.view === 'VISITS' ? 'visits' : 'intros';
  const mode = query.view === 'VISITS' ? 'visit' : 'intro';
  const width = widthForRange(query.from, query.to);
  const previous = previousPeriod(query.from, query.to);
  const skip = query.invalid || !organisation.view.data;
  const base = { organisationId, groupId: query.group };
  const current = useAnalyticsCountsQuery({ ...base, from: query.from, to: query.to, width }, { skip, refetchOnFocus: true });
  const before = useAnalyticsCountsQuery({ ...base, ...previous, width }, { skip: skip || !query.compare, refetchOnFocus: true });
  const top = useAnalyticsTopQuery({ ...base, from: query.from, to: query.to, mode, number: ANALYTICS_TOP_SIZE }, { skip, refetchOnFocus: true });
  const countries = useAnalyticsCountriesQuery({ ...base, from: query.from, to: query.to, mode }, { skip, refetchOnFocus: true });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  const series = useMemo(
    () =>
      (current.data?.data ?? []).map((row, i) => ({
        time: row.time,
        current: row[key],
        ...(query.compare && before.data ? { previous: before.data.data[i]?.[key] ?? 0, previousTime: before.data.data[i]?.time } : {}),
      })),
    [current.data, before.data, key, query.compare],
  );
  const sum = total(current.data?.data, key);
  const previousSum = query.compare && before.data ? total(before.data.data, key) : null;
  const change = previousSum === null ? null : previousSum === 0 ? (sum === 0 ? 0 : null) : Math.round(((sum - previousSum) / previousSum) * 100);
  const countryRows = (countries.data?.data ?? []).map((row) => ({ ...row, name: countryName(row.country) }));
  const label = (date: string) => formatDate(`${date}T12:00:00Z`);

  return (
    <>
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle', { timezone })} />
      <div role="tablist" aria-label={t('analytics.views')} css={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        {(['VISITS', 'INTROS'] as const).map((view) => (
          <button
            key={view}
            role="tab"
            type="button"
            aria-selected={query.view === view}
            onClick={() => update({ view: view === 'VISITS' ? null : view })}
            css={{
              minHeight: 36,
              padding: '6px 16px',
              borderRadius: 999,
              border: `1px solid ${query.view === view ? theme.colors.primary : theme.colors.border}`,
              background: query.view === view ? theme.colors.primarySoft : theme.colors.surface,
              color: query.view === view ? theme.colors.onPrimarySoft : theme.colors.text,
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            {t(`analytics.view.${view}` as MessageKey)}
          </button>
        ))}
      </div>
      <Card css={{ marginBottom: 20 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
          <InlineSelect
            label={t('analytics.preset')}
            value={query.preset}
            onChange={(event) =>
              update(event.target.value === 'custom' ? { preset: 'custom', from: query.from, to: query.to } : { preset: event.target.value === DEFAULT_ANALYTICS_PRESET ? null : event.target.value, from: null, to: null })
            }
            options={[...ANALYTICS_PRESETS, 'custom' as const].map((preset) => ({ value: preset, label: t(`analytics.preset.${preset}` as MessageKey) }))}
          />
          {query.preset === 'custom' ? (
            <>
              <TextField id="analytics-from" type="date" label={t('analytics.from')} value={query.from} max={query.to} onChange={(event) => event.target.value && update({ preset: 'custom', from: event.target.value })} />
              <TextField id="analytics-to" type="date" label={t('analytics.to')} value={query.to} min={query.from} onChange={(event) => event.target.value && update({ preset: 'custom', to: event.target.value })} error={query.invalid ? t('analytics.rangeInvalid') : undefined} />
            </>
          ) : null}
          {groups.length > 0 ? (
            <InlineSelect
              label={t('analytics.group')}
              value={query.group ?? ''}
              onChange={(event) => update({ group: event.target.value || null })}
              options={[{ value: '', label: t('analytics.allGroups') }, ...groups.map((group) => ({ value: group.id, label: `${'\u00a0\u00a0'.repeat(group.depth)}${group.name}` }))]}
            />
          ) : null}
          <div css={{ minWidth: 260 }}>
            <Switch id="analytics-compare" label={t('analytics.compare')} description={query.preset === 'custom' ? t('analytics.compareOffForCustom') : undefined} checked={query.compare} disabled={query.preset === 'custom'} onChange={(event) => update({ compare: event.target.checked ? null : 'off' })} />
          </div>
          {current.isFetching ? <Spinner size={20} label={t('common.loading')} /> : null}
        </div>
      </Card>

      {current.isError ? (
        <Alert tone="danger">{t('analytics.loadError')}</Alert>
      ) : (
        <Card css={{ marginBottom: 20 }}>
          <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, marginBottom: 12 }}>
            <div>
              <CardTitle>{t(key === 'visits' ? 'analytics.chartTitle.visits' : 'analytics.chartTitle.intros')}</CardTitle>
              <Muted>
                {t('analytics.current', { from: label(query.from), to: label(query.to) })} · {t(width === 'WEEK' ? 'analytics.weekly' : 'analytics.daily')}
              </Muted>
            </div>
            <div css={{ textAlign: 'end' }}>
              <div data-testid="analytics-total" css={{ fontSize: '2rem', fontWeight: 800 }}>
                {formatNumber(sum)}
              </div>
              <div css={{ fontSize: 14, color: theme.colors.textMuted }}>{t(key === 'visits' ? 'analytics.total.visits' : 'analytics.total.intros')}</div>
              {query.compare && previousSum !== null ? (
                <Badge tone={change === null || change > 0 ? 'success' : change < 0 ? 'danger' : 'neutral'}>
                  {change === 0 ? t('analytics.noChange') : change === null ? t('analytics.upFromNone') : t('analytics.change', { change: `${change > 0 ? '+' : ''}${change}%` })}
                </Badge>
              ) : null}
            </div>
          </div>
          {current.data && sum === 0 && !(previousSum ?? 0) ? (
            <EmptyState icon="analytics" title={t('analytics.noData')}>
              {t('analytics.dataFrom')}
            </EmptyState>
          ) : (
            <div css={{ width: '100%', height: 300 }} data-testid="analytics-chart">
              <ResponsiveContainer>
                <AreaChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
                  <CartesianGrid stroke={theme.colors.border} vertical={false} />
                  <XAxis dataKey="time" tickFormatter={label} stroke={theme.colors.textMuted} fontSize={12} minTickGap={24} />
                  <YAxis allowDecimals={false} stroke={theme.colors.textMuted} fontSize={12} width={40} />
                  <Tooltip
                    labelFormatter={(time) => label(String(time))}
                    formatter={(value, name) => [formatNumber(Number(value)), name === 'previous' ? t('analytics.previous', { from: label(previous.from), to: label(previous.to) }) : t(key === 'visits' ? 'analytics.total.visits' : 'analytics.total.intros')]}
                    contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}`, color: theme.colors.text }}
                  />
                  <Legend formatter={(name) => (name === 'previous' ? t('analytics.previous', { from: label(previous.from), to: label(previous.to) }) : t('analytics.current', { from: label(query.from), to: label(query.to) }))} />
                  <Area type="monotone" dataKey="current" stroke={theme.colors.primary} fill={theme.colors.primarySoft} strokeWidth={2} isAnimationActive={false} />
                  {query.compare ? <Line type="monotone" dataKey="previous" stroke={theme.colors.textMuted} strokeDasharray="4 4" dot={false} isAnimationActive={false} /> : null}
                </AreaChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
      )}

      <div css={{ display: 'grid', gap: 20, gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr' } }}>
        <Card>
          <CardTitle>{t(key === 'visits' ? 'analytics.top.visits' : 'analytics.top.intros')}</CardTitle>
          {top.isError ? (
            <Alert tone="danger">{t('analytics.fetchError')}</Alert>
          ) : top.data && top.data.data.length === 0 ? (
            <Muted>{t('analytics.noData')}</Muted>
          ) : (
            <ol data-testid="analytics-top" css={{ margin: 0, paddingInlineStart: 22, display: 'grid', gap: 8 }}>
              {(top.data?.data ?? []).map((row) => (
                <li key={row.personId}>
                  <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                    {row.deleted ? (
                      <span>
                        {row.name || row.personId} <Badge>{t('analytics.topDeleted')}</Badge>
                      </span>
                    ) : (
                      <TextLink to={`/portal/people/${encodeURIComponent(row.personId)}`}>{row.name || row.personId}</TextLink>
                    )}
                    <strong>{formatNumber(row.ct)}</strong>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card>
          <CardTitle>{t('analytics.countries')}</CardTitle>
          {countries.isError ? (
            <Alert tone="danger">{t('analytics.fetchError')}</Alert>
          ) : countries.data && countryRows.length === 0 ? (
            <Muted>{t('analytics.noData')}</Muted>
          ) : (
            <>
              <div css={{ width: '100%', height: Math.max(120, Math.min(10, countryRows.length) * 32 + 20) }}>
                <ResponsiveContainer>
                  <BarChart data={countryRows.slice(0, 10)} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
                    <XAxis type="number" allowDecimals={false} stroke={theme.colors.textMuted} fontSize={12} />
                    <YAxis type="category" dataKey="name" width={110} stroke={theme.colors.textMuted} fontSize={12} />
                    <Tooltip formatter={(value) => [formatNumber(Number(value)), t('analytics.count')]} contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}`, color: theme.colors.text }} />
                    <Bar dataKey="count" fill={theme.colors.primary} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <table data-testid="analytics-countries" css={{ width: '100%', marginTop: 12, borderCollapse: 'collapse', fontSize: 14 }}>
                <thead>
                  <tr>
                    <th scope="col" css={{ textAlign: 'start', padding: '4px 0', color: theme.colors.textMuted }}>{t('analytics.country')}</th>
                    <th scope="col" css={{ textAlign: 'end', padding: '4px 0', color: theme.colors.textMuted }}>{t('analytics.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {countryRows.map((row) => (
                    <tr key={row.country}>
                      <td css={{ padding: '4px 0' }}>{row.name}</td>
                      <td css={{ padding: '4px 0', textAlign: 'end' }}>{formatNumber(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {key === 'visits' ? <p css={{ margin: '8px 0 0', color: theme.colors.textMuted, fontSize: 13 }}>{t('analytics.unknownCountries')}</p> : null}
            </>
          )}
        </Card>
      </div>
    </>
  );
};

export default AnalyticsPage;
