import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { parse } from 'csv-parse';
import {
  CUSTOM_FIELD_COLUMN_PREFIX,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportResultRow,
  PEOPLE_CSV_LEADING_COLUMNS,
  PEOPLE_CSV_LIST_SEPARATOR,
  PEOPLE_CSV_PROFILE_COLUMNS,
  PEOPLE_CSV_READ_ONLY_COLUMNS,
  personBodySchema,
} from '@profyle/contracts';
import { type CommandMetadata, DomainError, normaliseEmail, organisationDecider, organisationStreamId, type PersonProfile } from '@profyle/domain';
import type { Collection, ReadDocument, ReadStore } from '@profyle/infrastructure';
import { type PersonDetailDoc, personDetailProjection } from '@profyle/projector';
import type { CommandShell } from '../../shared/command-shell/command-shell';
import { unescapeFormula } from '../../shared/csv/csv-writer';
import { readModel } from '../../shared/read-model/read-model';
import { SavePersonCommand, type SavePersonResult } from '../people/commands/save-person/save-person.command';

/** How many rows are saved at once: enough to batch the event store's commits, few enough to stay fair. */
const CONCURRENCY = 8;
/** How often progress is written for the client to poll. */
const PROGRESS_EVERY_MS = 500;

export interface ImportJobDoc extends ReadDocument, ImportJob {
  organisation_id: string;
}

/** Import jobs: written by the api that runs the import, read by any api instance the client polls. */
export const importJobs = (store: ReadStore): Collection<ImportJobDoc> => store.collection<ImportJobDoc>('people_imports');

type Cells = Record<string, string>;

/** The rows of a CSV file, parsed as a stream (csv-parse): the header, then each row as cells by column. */
export const parsePeopleCsv = async (file: Buffer): Promise<{ header: string[]; rows: { line: number; cells: Cells }[] }> => {
  const parser = Readable.from([file]).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 }));
  let header: string[] | null = null;
  const rows: { line: number; cells: Cells }[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = record.map((column) => column.trim());
        continue;
      }
      if (record.every((value) => value.trim() === '')) continue;
      if (rows.length >= IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
      rows.push({ line: info.lines, cells: Object.fromEntries(header.map((column, index) => [column, unescapeFormula(record[index] ?? '')])) });
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (!header) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const known = new Set<string>([...PEOPLE_CSV_LEADING_COLUMNS, ...PEOPLE_CSV_PROFILE_COLUMNS, ...PEOPLE_CSV_READ_ONLY_COLUMNS]);
  const unknown = header.filter((column) => !known.has(column) && !column.startsWith(CUSTOM_FIELD_COLUMN_PREFIX));
  if (unknown.length) throw new ImportFileError(IMPORT_MESSAGES.unknownColumns(unknown));
  if (!header.includes('email')) throw new ImportFileError(IMPORT_MESSAGES.emailColumn);
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  return { header, rows };
};

export class ImportFileError extends Error {}

const splitList = (cell: string) => cell.split(PEOPLE_CSV_LIST_SEPARATOR).map((item) => item.trim()).filter(Boolean);

/** What the row says about the profile: only the columns the file has. */
const rowFields = (cells: Cells): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const column of PEOPLE_CSV_PROFILE_COLUMNS) {
    if (!(column in cells)) continue;
    const value = cells[column];
    fields[column] = column === 'tags' || column === 'location_ids' ? splitList(value) : column === 'locations' ? value.trim() || 'none' : value;
  }
  const custom = Object.entries(cells).filter(([column]) => column.startsWith(CUSTOM_FIELD_COLUMN_PREFIX));
  if (custom.length) fields.custom_fields = Object.fromEntries(custom.map(([column, value]) => [column.slice(CUSTOM_FIELD_COLUMN_PREFIX.length), value]));
  return fields;
};

/** The body fields of a person as the read model holds them (the PIN or password never leaves the stream). */
const NOT_PROFILE = ['_id', '_version', 'person_id', 'organisation_id', 'password_set', 'unverified', 'self_registration', 'subscription', 'counter', 'intro_counter', 'revision', 'meta', 'password_mode'];
const bodyOf = (person: PersonDetailDoc): Record<string, unknown> => Object.fromEntries(Object.entries(person).filter(([key]) => !NOT_PROFILE.includes(key)));

const messageOf = (error: unknown): string => {
  if (error instanceof DomainError) return error.errors.length ? error.errors.map((e) => e.msg).join('; ') : error.message;
  if (error instanceof HttpException) {
    const body = error.getResponse() as { errorMessage?: string; errors?: { msg: string }[] };
    return body.errors?.length ? body.errors.map((e) => e.msg).join('; ') : (body.errorMessage ?? error.message);
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * Runs one import: every row is validated like the person form and saved as its own command; a bad row
 * is reported and never stops the others. A row without id, nfc_card_id and nfc_card_enabled is a new
 * person, unless a person already holds its e-mail: then it updates them, so a file can be imported again
 * (after an interruption, or twice) without making duplicates.
 */
export class PeopleImport {
  private readonly results: ImportResultRow[] = [];
  private imported = 0;
  private skipped = 0;
  private version = 0;
  private lastWrite = 0;
  readonly id = randomUUID();
  readonly startedAt = new Date().toISOString();

  constructor(
    private readonly deps: { commands: CommandBus; shell: CommandShell; store: ReadStore; awaitProjections: (position: number | null) => Promise<void> },
    private readonly organisationId: string,
    private readonly metadata: CommandMetadata,
    private readonly fileName: string,
    private readonly rows: { line: number; cells: Cells }[],
  ) {}

  job(status: ImportJob['status'] = 'running', error: string | null = null): ImportJobDoc {
    return {
      _id: this.id,
      id: this.id,
      organisation_id: this.organisationId,
      status,
      file_name: this.fileName,
      total: this.rows.length,
      processed: this.results.length,
      imported: this.imported,
      skipped: this.skipped,
      results: [...this.results].sort((a, b) => a.row - b.row),
      started_at: this.startedAt,
      finished_at: status === 'running' ? null : new Date().toISOString(),
      error,
    };
  }

  private async save(status: ImportJob['status'] = 'running', error: string | null = null): Promise<ImportJobDoc> {
    const doc = this.job(status, error);
    this.version += 1;
    this.lastWrite = Date.now();
    await importJobs(this.deps.store).write([{ kind: 'upsert', doc, version: this.version }]);
    return doc;
  }

  async run(): Promise<ImportJobDoc> {
    await this.save();
    let last: number | null = null;
    try {
      let next = 0;
      const worker = async () => {
        while (next < this.rows.length) {
          const row = this.rows[next++];
          const result = await this.importRow(row.line, row.cells);
          if (result.position !== null) last = Math.max(last ?? 0, result.position);
          if (Date.now() - this.lastWrite > PROGRESS_EVERY_MS) await this.save();
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, this.rows.length) }, worker));
      await this.deps.awaitProjections(last);
      return await this.save('completed');
    } catch (error) {
      return this.save('failed', messageOf(error));
    }
  }

  private record(result: ImportResultRow) {
    this.results.push(result);
    if (result.success) this.imported += 1;
    else this.skipped += 1;
  }

  private async importRow(line: number, cells: Cells): Promise<{ position: number | null }> {
    const email = normaliseEmail(cells.email ?? '');
    const isNew = PEOPLE_CSV_LEADING_COLUMNS.every((column) => (cells[column] ?? '').trim() === '');
    let personId: string | undefined = isNew ? undefined : (cells.id ?? '').trim() || undefined;
    let action: ImportResultRow['action'] = isNew ? 'insert' : 'update';
    try {
      if (isNew && email) {
        const holder = (await this.deps.shell.load(organisationStreamId(this.organisationId), organisationDecider)).state.emails.get(email);
        if (holder) {
          personId = holder;
          action = 'update';
        }
      }
      let base: Record<string, unknown> = {};
      if (personId) {
        const person = await readModel(this.deps.store, personDetailProjection).get(personId);
        if (!person || person.organisation_id !== this.organisationId) throw new DomainError('person.not_found', IMPORT_MESSAGES.personNotFound, 'not_found');
        base = bodyOf(person);
      } else if (!isNew) {
        throw new DomainError('person.not_found', IMPORT_MESSAGES.personNotFound, 'not_found');
      }
      const fields = rowFields(cells);
      if (fields.custom_fields) {
        // A blank cell clears a value the person has; it adds no empty value they never had.
        const current = (base.custom_fields ?? {}) as Record<string, string>;
        const fromFile = Object.entries(fields.custom_fields as Record<string, string>).filter(([id, value]) => value.trim() !== '' || id in current);
        fields.custom_fields = { ...current, ...Object.fromEntries(fromFile) };
      }
      const parsed = personBodySchema.safeParse({ ...base, ...fields, password_mode: 'disabled', password: '' });
      if (!parsed.success) throw new DomainError('person.invalid', parsed.error.issues[0]?.message ?? 'Invalid row', 'validation', parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })));
      // The PIN or password is not in the file: an update keeps it; a new person gets none.
      const changes: Partial<PersonProfile> & Pick<PersonProfile, 'email'> = { ...parsed.data };
      if (personId) {
        delete changes.password;
        delete changes.password_mode;
      }
      const metadata = { ...this.metadata, now: new Date().toISOString() };
      const saved = await this.deps.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(personId, changes, metadata, undefined, false));
      this.record({ row: line, success: true, action, id: saved.personId, email, error: null });
      return { position: saved.position };
    } catch (error) {
      this.record({ row: line, success: false, action, id: personId ?? null, email, error: messageOf(error) });
      return { position: null };
    }
  }
}
