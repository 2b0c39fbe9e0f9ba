import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { DevMailboxResponse } from '@profyle/contracts';
import { Public } from '../../../../shared/auth/auth.guard';
import { ListMailQuery } from './list-mail.query';

/**
 * GET /dev/mailbox?limit=: every mail the server sent, newest first, with its links (embedded mode,
 * MAIL=captured; 404 with MAIL=smtp). Public on purpose: it is how a developer reads a sign-in link
 * before being signed in. It never exists where mail really leaves the machine.
 */
@Controller('dev/mailbox')
export class ListMailController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  list(@Query('limit') limit?: string): Promise<DevMailboxResponse> {
    const parsed = Number(limit);
    return this.queries.execute(new ListMailQuery(Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 500) : 50));
  }
}
