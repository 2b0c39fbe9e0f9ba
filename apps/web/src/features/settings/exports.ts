import type { MessageKey } from '../../app/i18n';

/**
 * The CSV exports the Import/Export tab offers, in order: one entry per file, so a feature adds its own
 * export (NFC cards) as one line. `path` is the api path under /v1/enterprise/{orgId}/.
 */
export interface CsvExport {
  kind: string;
  label: MessageKey;
  description: MessageKey;
  path: string;
}

export const CSV_EXPORTS: CsvExport[] = [
  { kind: 'people', label: 'settings.export.people', description: 'settings.export.peopleDescription', path: 'export' },
  { kind: 'introductions', label: 'settings.export.introductions', description: 'settings.export.introductionsDescription', path: 'intros' },
  { kind: 'addresses', label: 'settings.export.addresses', description: 'settings.export.addressesDescription', path: 'locations' },
  { kind: 'nfc-cards', label: 'settings.export.cards', description: 'settings.export.cardsDescription', path: 'cards/export' },
];
