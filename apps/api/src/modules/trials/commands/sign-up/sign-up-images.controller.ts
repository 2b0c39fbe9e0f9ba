import { Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMAGE_TYPES, type UploadedImage, uploadedImageSchema } from '@profyle/contracts';
import { DomainError, IDENTITY_ERROR_CODES, IDENTITY_ERROR_MESSAGES } from '@profyle/domain';
import { CurrentPrincipal } from '../../../../shared/auth/current-principal.decorator';
import type { Principal } from '../../../../shared/auth/principal';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { ImageStore } from '../../../uploads/image-store';

/** Images of people not in an organisation yet (spec 000 section 7: avatars to images/auth). */
export const REGISTRATION_IMAGE_FOLDER = 'auth';

/**
 * POST /v1/auth/sign-up/images (multipart field `file`): the registering user's photo and company logo
 * for the trial wizard, before their organisation exists; 201 with the image's public URL.
 */
@Controller('v1/auth/sign-up/images')
export class SignUpImagesController {
  constructor(@Inject(ImageStore) private readonly images: ImageStore) {}

  @ApiContract({
    summary: 'Upload the photo or logo of a trial registration (PNG, JPEG, WebP or GIF of at most 5 MB)',
    upload: { field: 'file', description: 'The image', contentTypes: Object.keys(IMAGE_TYPES) },
    responses: { 201: uploadedImageSchema },
  })
  @Post()
  @HttpCode(HttpStatus.CREATED)
  upload(@CurrentPrincipal() principal: Principal, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UploadedImage> {
    if (!principal.registering) throw new DomainError(IDENTITY_ERROR_CODES.notRegistering, IDENTITY_ERROR_MESSAGES.notRegistering, 'rule');
    return this.images.store(REGISTRATION_IMAGE_FOLDER, request, response);
  }
}
