import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMAGE_TYPES, imageFileSchema, type UploadedImage, uploadedImageSchema } from '@profyle/contracts';
import { FILE_STORE, type FileStore } from '@profyle/infrastructure';
import { Public } from '../../shared/auth/auth.guard';
import { ApiContract } from '../../shared/openapi/api-contract';
import { CardholderAllowed } from '../../shared/auth/cardholder';
import { IMAGE_FOLDER, ImageStore } from './image-store';

const NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

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
    @Inject(ImageStore) private readonly images: ImageStore,
  ) {}

  @ApiContract({
    summary: 'Upload an image (PNG, JPEG, WebP or GIF of at most 5 MB); answers its public URL',
    tags: ['enterprise'],
    upload: { field: 'file', description: 'The image', contentTypes: Object.keys(IMAGE_TYPES) },
    responses: { 201: uploadedImageSchema },
  })
  @CardholderAllowed()
  @Post('v1/enterprise/:orgId/images')
  @HttpCode(HttpStatus.CREATED)
  upload(@Param('orgId') orgId: string, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UploadedImage> {
    return this.images.store(orgId, request, response);
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
    if (!IMAGE_FOLDER.test(orgId) || !NAME.test(name)) return void notFound();
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
