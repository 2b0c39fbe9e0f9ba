import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileSchema, UPLOAD_MESSAGES, type UploadedImage, uploadedImageSchema } from '@profyle/contracts';
import { FILE_STORE, type FileStore } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { Public } from '../../shared/auth/auth.guard';
import { publicOrigin } from '../../shared/auth/public-url';
import { readMultipartFile } from '../../shared/http/multipart-file';
import { ApiContract } from '../../shared/openapi/api-contract';
import { sniffImageType } from './image-type';

const NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const ORG = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * POST /v1/enterprise/{orgId}/images (multipart field `file`): stores a PNG, JPEG, WebP or GIF of at most
 * 5 MB, checked by its bytes, and answers 201 with its public URL. GET /v1/images/{orgId}/{name} serves it
 * to anyone with the link (Profyle pages and e-mails show these images), cached for a year: a name is a
 * fresh random id, never reused.
 */
@Controller()
export class ImagesController {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @ApiContract({
    summary: 'Upload an image (PNG, JPEG, WebP or GIF of at most 5 MB); answers its public URL',
    tags: ['enterprise'],
    upload: { field: 'file', description: 'The image', contentTypes: Object.keys(IMAGE_TYPES) },
    responses: { 201: uploadedImageSchema },
  })
  @Post('v1/enterprise/:orgId/images')
  @HttpCode(HttpStatus.CREATED)
  async upload(@Param('orgId') orgId: string, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UploadedImage> {
    const file = await readMultipartFile(request, response, 'file', IMAGE_MAX_BYTES, { required: UPLOAD_MESSAGES.fileRequired, tooLarge: UPLOAD_MESSAGES.imageTooLarge });
    const type = sniffImageType(file.buffer);
    if (!type || !ORG.test(orgId)) throw new HttpException({ errorMessage: UPLOAD_MESSAGES.imageType, errors: [{ path: 'file', msg: UPLOAD_MESSAGES.imageType }] }, HttpStatus.BAD_REQUEST);
    const name = `${randomUUID()}.${IMAGE_TYPES[type]}`;
    await this.files.put(`${orgId}/${name}`, file.buffer, type);
    return { url: `${publicOrigin(this.runtime.config.PUBLIC_URL, request)}/v1/images/${orgId}/${name}`, content_type: type, size: file.size };
  }

  @ApiContract({
    summary: 'An uploaded image, to anyone with its link',
    tags: ['images'],
    responses: { 200: { description: 'The image', content: Object.fromEntries(Object.keys(IMAGE_TYPES).map((type) => [type, imageFileSchema])) } },
  })
  @Public()
  @Get('v1/images/:orgId/:name')
  async serve(@Param('orgId') orgId: string, @Param('name') name: string, @Res() response: Response): Promise<void> {
    const notFound = () => response.status(404).json({ errorMessage: 'Image not found', errors: [] });
    if (!ORG.test(orgId) || !NAME.test(name)) return void notFound();
    const file = await this.files.get(`${orgId}/${name}`);
    if (!file) return void notFound();
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('ETag', `"${name}"`);
    response.setHeader('Last-Modified', new Date(file.createdAt).toUTCString());
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    response.end(file.data);
  }
}
