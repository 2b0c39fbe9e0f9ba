import type { ComponentType } from 'react';
import { extendCatalogue, type MessageKey } from '../../app/i18n';

/**
 * The vertical tabs of /portal/settings, in order, each chosen by the `view` query parameter (spec 001
 * section 2). One list drives the tab bar and the panels: a feature adds its tab by adding one entry
 * (the card reader tab, CARD_READER, belongs to the NFC cards feature).
 */
export interface SettingsTab {
  view: string;
  label: MessageKey;
  /** The panel, loaded with its own chunk when the tab is first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

export const SETTINGS_TABS: SettingsTab[] = [
  { view: 'SETTINGS', label: 'settings.tab.general', load: () => import('./tabs/general-tab') },
  { view: 'INTRODUCTIONS', label: 'settings.tab.introductions', load: () => import('./tabs/introductions-tab') },
  { view: 'SELF_SERVICE', label: 'settings.tab.selfService', load: () => import('./tabs/self-service-tab') },
  { view: 'IMPORT_EXPORT', label: 'settings.tab.importExport', load: () => import('./tabs/import-export-tab') },
  { view: 'WALLET', label: 'settings.tab.wallet', load: () => import('../people/components/wallet-export-panel') },
  { view: 'LANGUAGES', label: 'settings.tab.languages', load: () => import('./tabs/languages-tab') },
  {
    view: 'CARD_READER',
    label: 'settings.tab.cardReader',
    load: () => Promise.all([import('../cards/cards-messages').then((messages) => extendCatalogue(messages.CARDS_EN)), import('../cards/components/card-scanner-panel')]).then(([, panel]) => panel),
  },
  { view: 'AUDIT_LOG', label: 'settings.tab.auditLog', load: () => import('./tabs/audit-log-tab') },
];

export const DEFAULT_SETTINGS_VIEW = 'SETTINGS';
