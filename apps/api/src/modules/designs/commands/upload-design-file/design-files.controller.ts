import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { DESIGN_FILE_KINDS, DESIGN_FILE_MAX_BYTES, DESIGN_MESSAGES, designFileBinarySchema, type DesignFileKind, designFileQuerySchema, UPLOAD_MESSAGES, type UploadedDesignFile, uploadedDesignFileSchema } from '@profyle/contracts';
import { BRAND_ASSET_TYPES, DESIGN_ERROR_MESSAGES, PREVIEW_IMAGE_TYPES, PRINT_FILE_TYPES } from '@profyle/domain';
import { FILE_STORE, type FileStore } from '@profyle/infrastructure';
import type { Request, Response } from 'express';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { Public } from '../../../../shared/auth/auth.guard';
import type { AuthenticatedRequest } from '../../../../shared/auth/auth.guard';
import { publicOrigin } from '../../../../shared/auth/public-url';
import { readMultipartFile } from '../../../../shared/http/multipart-file';
import { DESIGN_FILE_CONTENT_TYPES, designFileType } from './design-file-type';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** Where each kind goes in the organisation's storage (spec 002 section 7), what it takes and who may upload it. */
const KINDS: Record<DesignFileKind, { folder: string; types: readonly string[]; message: (name: string) => string; designTeamOnly: boolean }> = {
  print: { folder: 'print', types: PRINT_FILE_TYPES, message: DESIGN_ERROR_MESSAGES.printFileType, designTeamOnly: false },
  brand: { folder: 'brand-assets', types: BRAND_ASSET_TYPES, message: DESIGN_ERROR_MESSAGES.brandAssetType, designTeamOnly: false },
  proof: { folder: 'proofs', types: ['pdf', 'png', 'jpg', 'jpeg'], message: (name) => `${name} is not a PDF, PNG or JPEG proof`, designTeamOnly: true },
  preview: { folder: 'previews', types: PREVIEW_IMAGE_TYPES, message: DESIGN_ERROR_MESSAGES.previewType, designTeamOnly: true },
};
const FOLDERS = new Set(Object.values(KINDS).map((kind) => kind.folder));
const ORG = /^[A-Za-z0-9_-]{1,100}$/;
const NAME = /^[0-9a-f-]{36}\.[a-z]{2,4}$/;

const badRequest = (msg: string) => new HttpException({ errorMessage: msg, errors: [{ path: 'file', msg }] }, HttpStatus.BAD_REQUEST);

/**
 * POST /v2/org/{orgId}/designs/files?kind=print|brand|proof|preview (multipart field `file`): stores a
 * design file through the file store port under the organisation's designs folder, checked by its name
 * and its bytes, and answers 201 {url, name, content_type, size}. Proofs and previews are the design
 * team's. GET /v1/design-files/{orgId}/{folder}/{name} serves them to anyone with the unguessable link
 * (e-mails and the proof page open them), as downloads unless they are images.
 */
@Controller()
export class DesignFilesController {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({
    summary: 'Upload a design file: print-ready PDF, brand asset, proof or preview (proofs and previews: superadmin)',
    tags: ['org'],
    query: designFileQuerySchema,
    upload: { field: 'file', description: 'The file, checked by its name and first bytes', contentTypes: DESIGN_FILE_CONTENT_TYPES },
    responses: { 201: uploadedDesignFileSchema },
  })
  @Post('v2/org/:orgId/designs/files')
  @HttpCode(HttpStatus.CREATED)
  async upload(@Param('orgId') orgId: string, @Query('kind') kindParam: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<UploadedDesignFile> {
    const kind = DESIGN_FILE_KINDS.find((each) => each === kindParam);
    if (!kind) throw new HttpException({ errorMessage: 'kind must be one of print, brand, proof, preview', errors: [{ path: 'kind', msg: 'kind must be one of print, brand, proof, preview' }] }, HttpStatus.BAD_REQUEST);
    const rules = KINDS[kind];
    if (rules.designTeamOnly && !request.principal.superadmin) throw new HttpException({ errorMessage: 'Access Denied', errors: [] }, HttpStatus.FORBIDDEN);
    if (!ORG.test(orgId)) throw badRequest(DESIGN_MESSAGES.uploadAssetsError);
    const file = await readMultipartFile(request, response, 'file', DESIGN_FILE_MAX_BYTES, { required: UPLOAD_MESSAGES.fileRequired, tooLarge: DESIGN_MESSAGES.fileTooLarge });
    const type = designFileType(file.originalName, file.buffer, rules.types);
    if (!type) throw badRequest(rules.message(file.originalName));
    const name = `${randomUUID()}.${type.extension}`;
    await this.files.put(`${orgId}/designs/${rules.folder}/${name}`, file.buffer, type.contentType);
    return {
      url: `${publicOrigin(this.runtime.config.PUBLIC_URL, request as unknown as Request)}/v1/design-files/${orgId}/${rules.folder}/${name}`,
      name: file.originalName,
      content_type: type.contentType,
      size: file.size,
    };
  }

  @ApiContract({ summary: 'A design file, to anyone with its link', tags: ['design-files'], responses: { 200: { description: 'The file', content: Object.fromEntries(DESIGN_FILE_CONTENT_TYPES.map((type) => [type, designFileBinarySchema])) } } })
  @Public()
  @Get('v1/design-files/:orgId/:folder/:name')
  async serve(@Param('orgId') orgId: string, @Param('folder') folder: string, @Param('name') name: string, @Res() response: Response): Promise<void> {
    const notFound = () => response.status(404).json({ errorMessage: 'File not found', errors: [] });
    if (!ORG.test(orgId) || !FOLDERS.has(folder) || !NAME.test(name)) return void notFound();
    const file = await this.files.get(`${orgId}/designs/${folder}/${name}`);
    if (!file) return void notFound();
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.contentType)) response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    response.end(file.data);
  }
}
