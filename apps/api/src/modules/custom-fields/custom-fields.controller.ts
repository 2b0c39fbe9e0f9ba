import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put } from '@nestjs/common';
import { customFieldBodySchema, type CustomFieldsPage, customFieldsPageSchema, type CustomFieldView, customFieldViewSchema, savedIdSchema } from '@profyle/contracts';
import { type CommandMetadata, CUSTOM_FIELD_ERROR_CODES, CUSTOM_FIELD_ERROR_MESSAGES, type CustomFieldCommand, customFieldDecider, customFieldStreamId, DomainError } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { customFieldsProjection } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { CommandMeta } from '../../shared/command-shell/command-meta.decorator';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { validInput } from '../../shared/http/valid-input';
import { publicView, readModel } from '../../shared/read-model/read-model';
import { ApiContract } from '../../shared/openapi/api-contract';

/**
 * Custom fields: GET list and one, POST create (201 with id), PUT update (200). A field belongs to one
 * organisation (its stream says which); another organisation's field is not found.
 */
@Controller('v1/enterprise/:orgId/custom-fields')
export class CustomFieldsController {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @ApiContract({ summary: 'The custom fields', responses: { 200: customFieldsPageSchema } })
  @Get()
  async list(@Param('orgId') orgId: string): Promise<CustomFieldsPage> {
    const docs = await readModel(this.store, customFieldsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] });
    return { data: docs.map((doc) => publicView<CustomFieldView>(doc, 'organisation_id', 'sort_name')), total: docs.length };
  }

  @ApiContract({ summary: 'A custom field', responses: { 200: customFieldViewSchema } })
  @Get(':customFieldId')
  async get(@Param('orgId') orgId: string, @Param('customFieldId') id: string): Promise<CustomFieldView> {
    const doc = await readModel(this.store, customFieldsProjection).get(id);
    if (!doc || doc.organisation_id !== orgId) throw new DomainError(CUSTOM_FIELD_ERROR_CODES.notFound, CUSTOM_FIELD_ERROR_MESSAGES.notFound, 'not_found');
    return publicView<CustomFieldView>(doc, 'organisation_id', 'sort_name');
  }

  @ApiContract({ summary: 'Create a custom field', body: customFieldBodySchema, responses: { 201: savedIdSchema } })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const id = randomUUID();
    return this.run(id, { type: 'CreateCustomField', data: { customFieldId: id, organisationId: meta.organisationId, details: validInput(customFieldBodySchema, body) }, metadata: meta });
  }

  @ApiContract({ summary: 'Change a custom field', body: customFieldBodySchema, responses: { 200: savedIdSchema } })
  @Put(':customFieldId')
  update(@Param('customFieldId') id: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.run(id, { type: 'ChangeCustomField', data: { customFieldId: id, details: validInput(customFieldBodySchema, body) }, metadata: meta });
  }

  private async run(id: string, command: CustomFieldCommand): Promise<{ id: string }> {
    const saved = await this.shell.execute({ streamId: customFieldStreamId(id), decider: customFieldDecider, command });
    await this.runtime.awaitProjections(saved.position);
    return { id };
  }
}
