import { Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportAnswer, importAnswerSchema } from '@profyle/contracts';
import { type CommandMetadata, DomainError } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { CommandMeta } from '../../shared/command-shell/command-meta.decorator';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { readMultipartFile } from '../../shared/http/multipart-file';
import { ApiContract } from '../../shared/openapi/api-contract';
import { publicView } from '../../shared/read-model/read-model';
import { ImportFileError, importJobs, type ImportJobDoc, PeopleImport, parsePeopleCsv } from './people-import';

/** How long POST /import waits for the import to finish before answering 202 with its progress. */
const SYNC_WAIT_MS = 5000;
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

const refuse = (status: HttpStatus, msg: string) => new HttpException({ errorMessage: msg, errors: [{ path: 'import', msg }] }, status);

/**
 * POST /v1/enterprise/{orgId}/import (multipart field `import`, a CSV file): validates the file, then
 * imports row by row. A small file is answered when done (200, data.results); a big one answers 202
 * with its progress after a few seconds and goes on in the background, and the client polls
 * GET /v1/enterprise/{orgId}/import/{importId} until its status is completed.
 */
@Controller('v1/enterprise/:orgId/import')
export class ImportPeopleController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({
    summary: 'Import people from a CSV file: 200 with the results when done, 202 with the progress while it runs on',
    upload: { field: 'import', description: "The people CSV (the export's columns)", contentTypes: CSV_TYPES },
    responses: { 200: importAnswerSchema, 202: importAnswerSchema },
  })
  @Post()
  @HttpCode(HttpStatus.OK)
  async start(@Param('orgId') orgId: string, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CommandMeta() meta: CommandMetadata): Promise<ImportAnswer> {
    const file = await readMultipartFile(request, response, 'import', IMPORT_MAX_BYTES, { required: IMPORT_MESSAGES.fileRequired, tooLarge: IMPORT_MESSAGES.tooLarge });
    if (!file.originalName.toLowerCase().endsWith('.csv') || !CSV_TYPES.includes(file.mimeType)) throw refuse(HttpStatus.BAD_REQUEST, IMPORT_MESSAGES.notCsv);
    let parsed;
    try {
      parsed = await parsePeopleCsv(file.buffer);
    } catch (error) {
      if (error instanceof ImportFileError) throw refuse(HttpStatus.BAD_REQUEST, error.message);
      throw error;
    }
    const job = new PeopleImport(
      { commands: this.commands, shell: this.shell, store: this.store, awaitProjections: (position) => this.runtime.awaitProjections(position) },
      orgId,
      meta,
      file.originalName,
      parsed.rows,
    );
    const running = job.run();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([running, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SYNC_WAIT_MS)))]);
    clearTimeout(timer);
    if (finished) return { data: publicView(finished, 'organisation_id') };
    response.status(HttpStatus.ACCEPTED);
    response.setHeader('Location', `/v1/enterprise/${encodeURIComponent(orgId)}/import/${job.id}`);
    return { data: publicView(job.job(), 'organisation_id') };
  }

  @ApiContract({ summary: "An import's progress and results", responses: { 200: importAnswerSchema } })
  @Get(':importId')
  async progress(@Param('orgId') orgId: string, @Param('importId') importId: string): Promise<ImportAnswer> {
    const doc: ImportJobDoc | null = await importJobs(this.store).get(importId);
    if (!doc || doc.organisation_id !== orgId) throw new DomainError('import.not_found', IMPORT_MESSAGES.notFound, 'not_found');
    return { data: publicView(doc, 'organisation_id') };
  }
}
