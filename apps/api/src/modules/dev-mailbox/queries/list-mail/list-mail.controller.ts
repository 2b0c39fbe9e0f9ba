import { Controller, Get, HttpException, HttpStatus, Inject, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { type DevMailboxResponse, devMailboxResponseSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { Public } from '../../../../shared/auth/auth.guard';
import { CurrentAccess } from '../../../../shared/auth/current-access';
import { validInput } from '../../../../shared/http/valid-input';
import { sendWebIndex } from '../../../../web/serve-web-app';
import { isLoopbackClient } from '../../mailbox-access';
import { ListMailQuery } from './list-mail.query';

/** ?limit: how many of the newest mails (1 to 500, default 50). */
const mailboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/**
 * GET /dev/mailbox?limit=: every mail the server sent, newest first, with its links. It shows every
 * sign-in and invite link, so it exists only with MAIL=captured (404 with MAIL=smtp) and answers only a
 * client on this machine (loopback, not forwarded by a proxy) or a signed-in superadmin; anyone else gets
 * 404 as if it did not exist. Public otherwise: it is how a developer reads a sign-in link before being
 * signed in.
 *
 * The web app has a page at the same path: a browser navigating there (Accept: text/html) gets the app,
 * which then asks for JSON here.
 */
@Controller('dev/mailbox')
export class ListMailController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CurrentAccess) private readonly access: CurrentAccess,
  ) {}

  @Public()
  @ApiContract({ summary: 'Development: the captured mail (MAIL=captured, loopback or superadmin only)', query: mailboxQuerySchema, responses: { 200: devMailboxResponseSchema } })
  @Get()
  async list(@Query() query: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.accepts(['json', 'html']) === 'html' && sendWebIndex(response)) return;
    if (!isLoopbackClient(request) && !(await this.superadmin(request))) throw new HttpException({ errorMessage: 'Not found', errors: [] }, HttpStatus.NOT_FOUND);
    const { limit } = validInput(mailboxQuerySchema, query);
    const mail = await this.queries.execute<ListMailQuery, DevMailboxResponse>(new ListMailQuery(limit));
    response.json(mail);
  }

  private async superadmin(request: Request): Promise<boolean> {
    return (await this.access.ofRequest(request))?.superadmin === true;
  }
}
