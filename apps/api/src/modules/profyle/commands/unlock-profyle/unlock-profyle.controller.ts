import { Body, Controller, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../../../shared/auth/auth.guard';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { PagePolicy, PUBLIC_PROFYLE_PAGE } from '../../../../shared/http/security-headers';
import { clientIp } from '../../../../shared/auth/public-url';
import { profylePath } from '../../profyle-pages';
import { passwordMatches, sealUnlock, UNLOCK_TTL_SECONDS, unlockCookieName } from '../../profyle-unlock';
import { ProfyleVisitor } from '../../profyle-visitor';
import { UNLOCK_LIMITER } from '../../profyle.tokens';
import type { PublicLimits } from '../../public-limits';
import { htmlPageSchema, unlockFormSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /c/{id}/unlock (form: password): the PIN or password of a protected Profyle. Right: a cookie for
 * this Profyle and back to it (303). Wrong: the form again with the error (401). Guesses are limited.
 */
@Controller('c')
@PagePolicy(PUBLIC_PROFYLE_PAGE)
export class UnlockProfyleController {
  constructor(
    @Inject(ProfyleVisitor) private readonly visitor: ProfyleVisitor,
    @Inject(UNLOCK_LIMITER) private readonly limits: PublicLimits,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  @Public()
  @ApiContract({
    summary: "A protected Profyle's PIN or password (an HTML form): a cookie for this Profyle and back to it",
    tags: ['profyle'],
    body: unlockFormSchema,
    responses: {
      303: null,
      401: { description: 'The form again: wrong PIN or password', contentType: 'text/html', schema: htmlPageSchema },
      404: { description: 'The neutral unavailable page', contentType: 'text/html', schema: htmlPageSchema },
      429: { description: 'The form again: too many guesses', contentType: 'text/html', schema: htmlPageSchema },
    },
  })
  @Post(':id/unlock')
  async unlock(@Param('id') id: string, @Body() body: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visit = await this.visitor.open(id, request, response);
    const { person } = visit.resolved;
    if (!person || visit.access.kind === 'unavailable') return this.visitor.sendUnavailable(response, request, visit.nonce);
    if (visit.access.kind !== 'locked') return response.redirect(303, profylePath(id));
    const withPerson = { ...visit, resolved: { ...visit.resolved, person } };
    if (!this.limits.attempt(clientIp(request), person.person_id)) return this.visitor.sendGate(response, request, withPerson, visit.access.mode, 'tooManyAttempts', 429);
    const form = unlockFormSchema.safeParse(body ?? {});
    const given = form.success ? form.data.password : '';
    const protection = await this.visitor.protection(person.person_id);
    if (!(await passwordMatches(given, protection, this.hasher))) return this.visitor.sendGate(response, request, withPerson, visit.access.mode, 'wrongPassword', 401);
    response.cookie(unlockCookieName(person.person_id), await sealUnlock(this.visitor.tokens, person.person_id, protection), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.secure,
      path: profylePath(id),
      maxAge: UNLOCK_TTL_SECONDS * 1000,
    });
    response.redirect(303, profylePath(id));
  }
}
