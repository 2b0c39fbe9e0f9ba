/**
 * The people CSV (spec 001 sections 5 and 9): the export's columns are exactly the import's, so an
 * exported file re-imports unchanged. Custom fields get one column each, `custom_fields.<id>`. Lists
 * (tags, location_ids) are separated by semicolons inside their cell. A row whose first three columns
 * (id, nfc_card_id, nfc_card_enabled) are empty is a new person; the others update the person `id`.
 */
export const PEOPLE_CSV_LEADING_COLUMNS = ['id', 'nfc_card_id', 'nfc_card_enabled'] as const;

/** Columns the import writes back to the person. */
export const PEOPLE_CSV_PROFILE_COLUMNS = [
  'prefix',
  'first_name',
  'last_name',
  'pronouns',
  'nominals',
  'position',
  'department',
  'email',
  'mobile',
  'calendar_url',
  'group_id',
  'bio',
  'linked_in',
  'twitter',
  'instagram',
  'photo_url',
  'locations',
  'location_ids',
  'address',
  'tags',
  'crm_id',
] as const;
export type PeopleCsvProfileColumn = (typeof PEOPLE_CSV_PROFILE_COLUMNS)[number];

/** Columns the export writes for information; the import reads past them. */
export const PEOPLE_CSV_READ_ONLY_COLUMNS = ['group_name', 'created_at', 'updated_at', 'counter', 'intro_counter'] as const;

export const CUSTOM_FIELD_COLUMN_PREFIX = 'custom_fields.';
export const PEOPLE_CSV_LIST_SEPARATOR = ';';

/** The header of an export for an organisation with these custom fields. */
export const peopleCsvHeader = (customFieldIds: readonly string[]): string[] => [
  ...PEOPLE_CSV_LEADING_COLUMNS,
  ...PEOPLE_CSV_PROFILE_COLUMNS.slice(0, PEOPLE_CSV_PROFILE_COLUMNS.indexOf('group_id') + 1),
  'group_name',
  ...PEOPLE_CSV_PROFILE_COLUMNS.slice(PEOPLE_CSV_PROFILE_COLUMNS.indexOf('group_id') + 1),
  ...customFieldIds.map((id) => `${CUSTOM_FIELD_COLUMN_PREFIX}${id}`),
  'created_at',
  'updated_at',
  'counter',
  'intro_counter',
];

/** Import limits and texts. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

export const IMPORT_MESSAGES = {
  fileRequired: 'Please choose a CSV file to import',
  notCsv: 'Please choose a CSV file',
  tooLarge: 'The file must be 20 MB or smaller',
  tooManyRows: `A file can hold at most ${IMPORT_MAX_ROWS} people`,
  unreadable: (reason: string): string => `The file is not a valid CSV file: ${reason}`,
  emailColumn: 'The file has no email column',
  unknownColumns: (columns: readonly string[]): string => `Unknown columns: ${columns.join(', ')}`,
  empty: 'The file has no rows to import',
  notFound: 'Import not found',
  personNotFound: 'No person with this id in your organisation',
  importError: (message: string): string => `Error importing people: ${message}`,
  summary: (imported: number | string, skipped: number | string): string => `${imported} people imported, ${skipped} skipped`,
} as const;

/** One row of the results (spec 001: Import result row), with its line in the file. */
export interface ImportResultRow {
  row: number;
  success: boolean;
  action: 'insert' | 'update';
  id: string | null;
  email: string;
  error: string | null;
}

export interface ImportJob {
  id: string;
  status: 'running' | 'completed' | 'failed';
  file_name: string;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  results: ImportResultRow[];
  started_at: string;
  finished_at: string | null;
  error: string | null;
}

/** Answer of POST /import (200 when it finished within the request, 202 while it runs) and GET /import/{id}. */
export interface ImportAnswer {
  data: ImportJob;
}
