import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../../../shared/auth/auth.guard';
import { PagePolicy, PUBLIC_PROFYLE_PAGE } from '../../../../shared/http/security-headers';
import { profyleVcard } from '../../vcard/profyle-vcard';
import { customAddressParts, profylePath } from '../../profyle-pages';
import { ProfyleVisitor } from '../../profyle-visitor';
import { htmlPageSchema, profylePageQuerySchema, vcardFileSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { z } from 'zod';

/**
 * GET /c/{id}: the public Profyle, by digital id (the QR code's and wallet pass's link) or by a card's
 * 32-hex id (the card link). GET /c/{id}/contact.vcf: its vCard. Server-rendered, one response each.
 */
@Controller('c')
@PagePolicy(PUBLIC_PROFYLE_PAGE)
export class ProfylePageController {
  constructor(@Inject(ProfyleVisitor) private readonly visitor: ProfyleVisitor) {}

  @Public()
  @ApiContract({
    summary: 'A public Profyle: the page, the PIN or password gate, or the redirect; a neutral page when there is nothing to show',
    tags: ['profyle'],
    query: profylePageQuerySchema,
    responses: {
      200: { description: 'The Profyle, or its PIN or password form', contentType: 'text/html', schema: htmlPageSchema },
      302: null,
      404: { description: 'The neutral unavailable page (unknown id, hidden or unsubscribed person, lost or disabled card)', contentType: 'text/html', schema: htmlPageSchema },
    },
  })
  @Get(':id')
  async page(@Param('id') id: string, @Query('sent') sent: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visit = await this.visitor.open(id, request, response);
    const { person } = visit.resolved;
    if (!person || visit.access.kind === 'unavailable') return this.visitor.sendUnavailable(response, request, visit.nonce);
    if (visit.access.kind === 'redirect') {
      this.visitor.record(visit, request);
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('Referrer-Policy', 'no-referrer');
      return response.redirect(302, visit.access.url);
    }
    if (visit.access.kind === 'locked') return this.visitor.sendGate(response, request, { ...visit, resolved: { ...visit.resolved, person } }, visit.access.mode, null);
    this.visitor.record(visit, request);
    await this.visitor.sendProfyle(response, request, { ...visit, resolved: { ...visit.resolved, person } }, 200, (model) =>
      sent === '1' && model.exchange ? { ...model, exchange: { ...model.exchange, sent: true } } : model,
    );
  }

  @Public()
  @ApiContract({
    summary: "A public Profyle's contact as a vCard 4.0 (Save contact)",
    tags: ['profyle'],
    responses: {
      200: { description: 'The vCard file', contentType: 'text/vcard', schema: vcardFileSchema },
      403: { description: 'The Profyle is locked by a PIN or password', contentType: 'text/plain', schema: z.string().max(200) },
      404: { description: 'Nothing to show', contentType: 'text/plain', schema: z.string().max(200) },
    },
  })
  @Get(':id/contact.vcf')
  async vcard(@Param('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visit = await this.visitor.open(id, request, response);
    const { person } = visit.resolved;
    if (!person || visit.access.kind !== 'show') {
      response.status(visit.access.kind === 'locked' ? 403 : 404).setHeader('Cache-Control', 'no-store');
      response.type('text/plain').send(this.visitor.visitorTexts(request).t('unavailable'));
      return;
    }
    const { model, organisation } = await this.visitor.pages.model({ ...visit.resolved, person }, { acceptLanguage: request.headers['accept-language'], nonce: visit.nonce, now: visit.now });
    const origin = this.visitor.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.get('host')}`;
    const text = profyleVcard({
      person: model.person,
      organisation: model.layout.name || organisation?.name || '',
      pageUrl: `${origin}${profylePath(visit.resolved.publicId)}`,
      customFields: model.customFields,
      addresses: person.locations === 'custom' ? [] : model.addresses,
      customAddress: person.locations === 'custom' ? customAddressParts(person.address) : null,
    });
    const fileName = `${[person.first_name, person.last_name].join('-').replace(/[^A-Za-z0-9-]+/g, '') || 'contact'}.vcf`;
    response.setHeader('Content-Type', 'text/vcard; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.send(text);
  }
}
