import { HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';

export interface UploadedFile {
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Buffer;
}

/**
 * Reads one file field of a multipart request into memory, bounded by `maxBytes`; every problem is a 400
 * (413 for a file that is too big) in the spec's error shape with the caller's wording.
 */
export const readMultipartFile = (
  request: Request,
  response: Response,
  field: string,
  maxBytes: number,
  messages: { required: string; tooLarge: string },
): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    const fail = (status: HttpStatus, msg: string) => reject(new HttpException({ errorMessage: msg, errors: [{ path: field, msg }] }, status));
    multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } }).single(field)(request, response, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return fail(HttpStatus.PAYLOAD_TOO_LARGE, messages.tooLarge);
        return fail(HttpStatus.BAD_REQUEST, error.code === 'LIMIT_UNEXPECTED_FILE' ? messages.required : error.message);
      }
      if (error) return fail(HttpStatus.BAD_REQUEST, error instanceof Error ? error.message : String(error));
      const file = (request as Request & { file?: { originalname: string; mimetype: string; size: number; buffer: Buffer } }).file;
      if (!file || file.size === 0) return fail(HttpStatus.BAD_REQUEST, messages.required);
      resolve({ originalName: file.originalname.slice(0, 255), mimeType: file.mimetype, size: file.size, buffer: file.buffer });
    });
  });
