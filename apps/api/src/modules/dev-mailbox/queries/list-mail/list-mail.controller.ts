import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { DevMailboxResponse } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { sendWebIndex } from '../../../../web/serve-web-app';
import { ListMailQuery } from './list-mail.query';

/**
 * GET /dev/mailbox?limit=: every mail the server sent, newest first, with its links (embedded mode,
 * MAIL=captured; 404 with MAIL=smtp). Public on purpose: it is how a developer reads a sign-in link
 * before being signed in. It never exists where mail really leaves the machine.
 *
 * The web app has a page at the same path: a browser navigating there (Accept: text/html) gets the app,
 * which then asks for JSON here.
 */
@Controller('dev/mailbox')
export class ListMailController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  async list(@Query('limit') limit: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.accepts(['json', 'html']) === 'html' && sendWebIndex(response)) return;
    const parsed = Number(limit);
    const mail = await this.queries.execute<ListMailQuery, DevMailboxResponse>(new ListMailQuery(Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 500) : 50));
    response.json(mail);
  }
}
