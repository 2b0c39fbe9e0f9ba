import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_MESSAGES, type UploadedImage } from '@profyle/contracts';
import { FILE_STORE, type FileStore } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { publicOrigin } from '../../shared/auth/public-url';
import { readMultipartFile } from '../../shared/http/multipart-file';
import { sniffImageType } from './image-type';

/** The folders images are stored under: an organisation's id, or `auth` for people not in one yet. */
export const IMAGE_FOLDER = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Stores the multipart field `file` of a request, a PNG, JPEG, WebP or GIF of at most 5 MB checked by its
 * bytes, under a fresh random name in `folder`, and answers its public URL. Every upload route uses it.
 */
@Injectable()
export class ImageStore {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async store(folder: string, request: Request, response: Response): Promise<UploadedImage> {
    const file = await readMultipartFile(request, response, 'file', IMAGE_MAX_BYTES, { required: UPLOAD_MESSAGES.fileRequired, tooLarge: UPLOAD_MESSAGES.imageTooLarge });
    const type = sniffImageType(file.buffer);
    if (!type || !IMAGE_FOLDER.test(folder)) throw new HttpException({ errorMessage: UPLOAD_MESSAGES.imageType, errors: [{ path: 'file', msg: UPLOAD_MESSAGES.imageType }] }, HttpStatus.BAD_REQUEST);
    const name = `${randomUUID()}.${IMAGE_TYPES[type]}`;
    await this.files.put(`${folder}/${name}`, file.buffer, type);
    return { url: `${publicOrigin(this.runtime.config.PUBLIC_URL, request)}/v1/images/${folder}/${name}`, content_type: type, size: file.size };
  }
}
