import { Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IMAGE_TYPES, type UploadedImage, uploadedImageSchema } from '@profyle/contracts';
import { assertSelfRegistrationAllowed, organisationDecider, organisationStreamId, assertOrganisationExists } from '@profyle/domain';
import { Public } from '../../../../shared/auth/auth.guard';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { ImageStore } from '../../../uploads/image-store';

/**
 * POST /v1/enterprise/{orgId}/register-profyle/photo (multipart field `file`): the profile photo of a
 * self-registration, stored with the organisation's images; only while the organisation allows
 * self-registration.
 */
@Controller('v1/enterprise/:orgId/register-profyle/photo')
export class UploadRegistrationPhotoController {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(ImageStore) private readonly images: ImageStore,
  ) {}

  @ApiContract({
    summary: 'Upload the photo of a self-service registration (PNG, JPEG, WebP or GIF of at most 5 MB)',
    upload: { field: 'file', description: 'The photo', contentTypes: Object.keys(IMAGE_TYPES) },
    responses: { 201: uploadedImageSchema },
  })
  @Public()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  async upload(@Param('orgId') orgId: string, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UploadedImage> {
    const { state } = await this.shell.load(organisationStreamId(orgId), organisationDecider);
    assertOrganisationExists(state);
    assertSelfRegistrationAllowed(state.features.selfRegistration);
    return this.images.store(orgId, request, response);
  }
}
