import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { designCommentBodySchema, designFileBodySchema, designUpdateBodySchema, type DesignView, designViewSchema } from '@profyle/contracts';
import type { CommandMetadata, DesignCommand } from '@profyle/domain';
import type { Request } from 'express';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { GetDesignQuery } from '../../queries/get-design/get-design.query';
import { ChangeDesignCommand } from './change-design.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * /v2/org/{orgId}/designs/{id}/... (spec 002 section 7). The design team (superadmin) uploads proofs and
 * previews and requests assets; the organisation's admins approve or reject proofs, archive, unarchive
 * and update. Each answers the design as it is now.
 */
@Controller('v2/org/:orgId/designs/:designId')
export class DesignActionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({ summary: 'Upload a proof (superadmin); the customer is e-mailed', body: designFileBodySchema, responses: { 200: designViewSchema } })
  @SuperadminOnly()
  @Post('proof')
  @HttpCode(HttpStatus.OK)
  proof(@Param('designId') designId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    const { url, filename } = validInput(designFileBodySchema, body);
    return this.change({ type: 'UploadDesignProof', data: { designId, url, filename: filename || (url.split('/').pop() ?? '') }, metadata }, request);
  }

  @ApiContract({ summary: 'Set the preview image (superadmin)', body: designFileBodySchema, responses: { 200: designViewSchema } })
  @SuperadminOnly()
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  preview(@Param('designId') designId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    const { url } = validInput(designFileBodySchema, body);
    return this.change({ type: 'UploadDesignPreview', data: { designId, url }, metadata }, request);
  }

  @ApiContract({ summary: 'Approve the proof', responses: { 200: designViewSchema } })
  @Post('approve')
  @HttpCode(HttpStatus.OK)
  approve(@Param('designId') designId: string, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    return this.change({ type: 'ApproveDesignProof', data: { designId }, metadata }, request);
  }

  @ApiContract({ summary: 'Reject the proof with a comment of at least 5 characters', body: designCommentBodySchema, responses: { 200: designViewSchema } })
  @Post('reject')
  @HttpCode(HttpStatus.OK)
  reject(@Param('designId') designId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    const { comment } = validInput(designCommentBodySchema, body);
    return this.change({ type: 'RejectDesignProof', data: { designId, comment }, metadata }, request);
  }

  @ApiContract({ summary: 'Ask the client for more assets (superadmin); the design’s creator is e-mailed', body: designCommentBodySchema, responses: { 200: designViewSchema } })
  @SuperadminOnly()
  @Post('request-assets')
  @HttpCode(HttpStatus.OK)
  requestAssets(@Param('designId') designId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    const { comment } = validInput(designCommentBodySchema, body);
    return this.change({ type: 'RequestDesignAssets', data: { designId, comment }, metadata }, request);
  }

  @ApiContract({ summary: 'Archive the design (it can no longer be ordered)', responses: { 200: designViewSchema } })
  @Post('archive')
  @HttpCode(HttpStatus.OK)
  archive(@Param('designId') designId: string, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    return this.change({ type: 'ArchiveDesign', data: { designId }, metadata }, request);
  }

  @ApiContract({ summary: 'Bring the design back from the archive', responses: { 200: designViewSchema } })
  @Post('unarchive')
  @HttpCode(HttpStatus.OK)
  unarchive(@Param('designId') designId: string, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    return this.change({ type: 'UnarchiveDesign', data: { designId }, metadata }, request);
  }

  @ApiContract({ summary: 'Edit the design’s name or notes, or send the assets asked for', body: designUpdateBodySchema, responses: { 200: designViewSchema } })
  @Post('update')
  @HttpCode(HttpStatus.OK)
  update(@Param('designId') designId: string, @Body() body: unknown, @CommandMeta() metadata: CommandMetadata, @Req() request: Request) {
    const { name, notes, assets } = validInput(designUpdateBodySchema, body);
    return this.change({ type: 'UpdateDesign', data: { designId, name, notes: notes?.trim(), assets }, metadata }, request);
  }

  private async change(command: DesignCommand, request: Request): Promise<DesignView> {
    await this.commands.execute(new ChangeDesignCommand(command, publicOrigin(this.runtime.config.PUBLIC_URL, request)));
    return this.queries.execute(new GetDesignQuery(command.metadata.organisationId, command.data.designId));
  }
}
