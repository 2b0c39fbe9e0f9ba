import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { derivedDefaultLayout } from '@profyle/domain';
import { Public } from '../../../../shared/auth/auth.guard';
import { cspNonce, PagePolicy, PUBLIC_PROFYLE_PAGE } from '../../../../shared/http/security-headers';
import { TokenService } from '../../../../shared/auth/token.service';
import { openLayoutPreview } from '../../../layouts/layout-preview-token';
import { LayoutReader } from '../../../layouts/layout-views';
import { sendPage } from '../../profyle-page.headers';
import { renderProfylePage, renderUnavailablePage } from '../../page/profyle-page.render';
import { SAMPLE_PERSON } from '../../page/sample-person';
import { htmlPageSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** GET /profyle-preview/{token}: a layout drawn as a public page with a sample person, framed by the editor. */
@Controller('profyle-preview')
@PagePolicy(PUBLIC_PROFYLE_PAGE)
export class LayoutPreviewController {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(LayoutReader) private readonly layouts: LayoutReader,
  ) {}

  @Public()
  @ApiContract({
    summary: "A layout drawn as a public page with a sample person (the editor's phone preview)",
    tags: ['profyle'],
    responses: {
      200: { description: 'The preview page', contentType: 'text/html', schema: htmlPageSchema },
      404: { description: 'The neutral unavailable page (an expired or forged token, a deleted layout)', contentType: 'text/html', schema: htmlPageSchema },
    },
  })
  @Get(':token')
  async preview(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const nonce = cspNonce(response);
    const target = await openLayoutPreview(this.tokens, token);
    const found = target && (await this.layouts.layout(target.organisationId, target.layoutId));
    if (!target || !found) {
      sendPage(response, 404, renderUnavailablePage(nonce, derivedDefaultLayout(''), 'en'));
      return;
    }
    const layout = found.view;
    const html = renderProfylePage({
      language: 'en',
      dir: 'ltr',
      person: SAMPLE_PERSON,
      layout,
      theme: await this.layouts.themeOf(target.organisationId, layout.template),
      organisationName: layout.name,
      ga4id: null,
      customFields: [],
      addresses: [],
      linked: [],
      vcardUrl: '#',
      exchange: null,
      preview: true,
      nonce,
    });
    sendPage(response, 200, html);
  }
}
