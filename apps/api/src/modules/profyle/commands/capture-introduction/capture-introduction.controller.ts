import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { errorBodySchema, exchangeFormSchema, htmlPageSchema, parseBody } from '@profyle/contracts';
import { exchangeOpen, isDomainError } from '@profyle/domain';
import { Public } from '../../../../shared/auth/auth.guard';
import { PagePolicy, PUBLIC_PROFYLE_PAGE } from '../../../../shared/http/security-headers';
import { clientIp } from '../../../../shared/auth/public-url';
import { profylePath } from '../../profyle-pages';
import { ProfyleVisitor } from '../../profyle-visitor';
import { PUBLIC_PAGE_CATALOGUE } from '../../page/profyle-page.catalogue';
import { EXCHANGE_LIMITER } from '../../profyle.tokens';
import type { PublicLimits } from '../../public-limits';
import { VISITOR_ACTOR } from '../../visits/visit-recorder';
import { CaptureIntroductionCommand } from './capture-introduction.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /c/{id}/exchange (form): the exchange form of a public Profyle. Accepted: 303 back to the page,
 * which thanks the visitor (so a reload does not send twice). Refused: the page again with the errors
 * beside the fields (400), or the limit notice (429). A filled honeypot is answered like a success and
 * records nothing.
 */
@Controller('c')
@PagePolicy(PUBLIC_PROFYLE_PAGE)
export class CaptureIntroductionController {
  constructor(
    @Inject(ProfyleVisitor) private readonly visitor: ProfyleVisitor,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EXCHANGE_LIMITER) private readonly limits: PublicLimits,
  ) {}

  @Public()
  @ApiContract({
    summary: "Leave one's details in a public Profyle's exchange form (an HTML form; honeypot field fax)",
    tags: ['profyle'],
    body: exchangeFormSchema,
    responses: {
      303: null,
      400: { description: 'The page again with the errors beside the fields (a body that is not JSON or a form: the error body)', content: { 'text/html': htmlPageSchema, 'application/json': errorBodySchema } },
      404: { description: 'The neutral unavailable page', contentType: 'text/html', schema: htmlPageSchema },
      429: { description: 'The page again: too many submissions from this address or to this Profyle', contentType: 'text/html', schema: htmlPageSchema },
    },
  })
  @Post(':id/exchange')
  async exchange(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visit = await this.visitor.open(id, request, response);
    const { person } = visit.resolved;
    if (!person || visit.access.kind === 'unavailable') return this.visitor.sendUnavailable(response, request, visit.nonce);
    if (visit.access.kind !== 'show') return response.redirect(303, profylePath(id));
    const withPerson = { ...visit, resolved: { ...visit.resolved, person } };
    const [organisation, group] = await Promise.all([this.visitor.pages.organisation(person.organisation_id), this.visitor.pages.group(person)]);
    const exchange = organisation?.features?.exchange;
    if (!exchange || !exchangeOpen(exchange, group)) return response.redirect(303, profylePath(id));

    const parsed = parseBody(exchangeFormSchema, body ?? {});
    const posted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const typed = Object.fromEntries(['name', 'email', 'company_name', 'phone', 'website', 'notes'].map((key) => [key, typeof posted[key] === 'string' ? (posted[key] as string).slice(0, 2048) : '']));
    const again = (status: number, errors: { path: string; msg: string }[], consents: string[] = []) =>
      this.visitor.sendProfyle(response, request, withPerson, status, (model) => (model.exchange ? { ...model, exchange: { ...model.exchange, values: typed, checkedConsents: consents, errors } } : model));
    if (!parsed.ok) return again(400, parsed.error.errors);
    const form = parsed.value;
    const thanks = `${profylePath(id)}?sent=1#exchange`;
    if (form.fax !== '') return response.redirect(303, thanks);
    if (!this.limits.attempt(clientIp(request), person.person_id)) return again(429, [{ path: 'notes', msg: PUBLIC_PAGE_CATALOGUE.en.tooManyAttempts }], form.consents);

    // Only the fields the organisation shows are taken; the others stay empty whatever was posted.
    const contact = {
      name: form.values.name,
      email: form.values.email,
      phone: exchange.fields.phone ? form.values.phone : '',
      company: exchange.fields.company_name ? form.values.company_name : '',
      website: exchange.fields.website ? form.values.website : '',
      note: form.values.notes,
    };
    const metadata = { organisationId: person.organisation_id, actor: VISITOR_ACTOR, correlationId: randomUUID(), now: new Date().toISOString() };
    try {
      await this.commands.execute(new CaptureIntroductionCommand(person.person_id, person.email, contact, form.consents, exchange.consents, this.visitor.countryOf(request), visit.eventId, metadata));
    } catch (error) {
      if (isDomainError(error) && error.kind === 'validation') return again(400, error.errors, form.consents);
      throw error;
    }
    response.redirect(303, thanks);
  }
}
