import { type KeyboardEvent, lazy, Suspense, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LoadingView } from '../../../shared/ui/feedback';
import { PageHeader } from '../../../shared/ui/layout';
import { DEFAULT_SETTINGS_VIEW, SETTINGS_TABS, type SettingsTab } from '../settings-tabs';

const panels = new Map<string, ReturnType<typeof lazy>>();
const panelOf = (tab: SettingsTab) => {
  if (!panels.has(tab.view)) panels.set(tab.view, lazy(tab.load));
  return panels.get(tab.view) as ReturnType<typeof lazy>;
};

/** /portal/settings?view=...: vertical tabs (a horizontal strip on narrow screens), the tab in the URL. */
export const SettingsPage = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('view') ?? DEFAULT_SETTINGS_VIEW;
  const active = SETTINGS_TABS.find((tab) => tab.view === requested) ?? SETTINGS_TABS[0];
  const Panel = useMemo(() => panelOf(active), [active]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useDocumentTitle(`${t(active.label)} · ${t('settings.title')}`);

  const select = (tab: SettingsTab) => setParams(tab.view === DEFAULT_SETTINGS_VIEW ? {} : { view: tab.view });
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    const next = event.key in moves ? (index + moves[event.key] + SETTINGS_TABS.length) % SETTINGS_TABS.length : event.key === 'Home' ? 0 : event.key === 'End' ? SETTINGS_TABS.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    select(SETTINGS_TABS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr', [theme.mq.lg]: { gridTemplateColumns: '220px 1fr' } })}>
        <div
          role="tablist"
          aria-label={t('settings.title')}
          aria-orientation="vertical"
          css={(theme) => ({ display: 'flex', gap: theme.space(1), overflowX: 'auto', [theme.mq.lg]: { flexDirection: 'column', alignSelf: 'start', position: 'sticky', top: theme.layout.topBarHeight + 24 } })}
        >
          {SETTINGS_TABS.map((tab, index) => {
            const selected = tab === active;
            return (
              <button
                key={tab.view}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`settings-tab-${tab.view}`}
                aria-selected={selected}
                aria-controls="settings-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab)}
                onKeyDown={(event) => onKeyDown(event, index)}
                css={(theme) => ({
                  flexShrink: 0,
                  textAlign: 'start',
                  padding: theme.space(2, 3),
                  border: 0,
                  borderRadius: theme.radius.sm,
                  background: selected ? theme.colors.sidebarActive : 'transparent',
                  color: selected ? theme.colors.sidebarActiveText : theme.colors.text,
                  fontWeight: selected ? 700 : 500,
                  font: 'inherit',
                  cursor: 'pointer',
                  '&:hover': { background: selected ? theme.colors.sidebarActive : theme.colors.surfaceSunken },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
                })}
              >
                {t(tab.label)}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${active.view}`} css={{ minWidth: 0 }}>
          <Suspense fallback={<LoadingView label={t('common.loading')} />}>
            <Panel />
          </Suspense>
        </div>
      </div>
    </>
  );
};

export default SettingsPage;
