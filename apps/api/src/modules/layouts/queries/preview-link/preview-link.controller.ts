import { Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { layoutPreviewLinkSchema } from '@profyle/contracts';
import { TokenService } from '../../../../shared/auth/token.service';
import { assertLayoutId, LayoutReader, layoutNotFound } from '../../layout-views';
import { LAYOUT_PREVIEW_PATH, sealLayoutPreview } from '../../layout-preview-token';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /v1/enterprise/{orgId}/configurations/{id}/preview: the address of the layout's phone preview
 * (a public page with a sample person), valid for an hour. The editor frames it and reloads it after
 * every saved change.
 */
@Controller('v1/enterprise/:orgId/configurations')
export class PreviewLinkController {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(LayoutReader) private readonly reader: LayoutReader,
  ) {}

  @ApiContract({ summary: 'A sealed link, valid an hour, to the layout drawn with a sample person (the editor frames it)', responses: { 200: layoutPreviewLinkSchema } })
  @Post(':id/preview')
  @HttpCode(HttpStatus.OK)
  async link(@Param('orgId') orgId: string, @Param('id') id: string): Promise<{ url: string }> {
    const layoutId = assertLayoutId(id);
    if (!(await this.reader.layout(orgId, layoutId))) throw layoutNotFound();
    return { url: `${LAYOUT_PREVIEW_PATH}/${await sealLayoutPreview(this.tokens, { organisationId: orgId, layoutId })}` };
  }
}
