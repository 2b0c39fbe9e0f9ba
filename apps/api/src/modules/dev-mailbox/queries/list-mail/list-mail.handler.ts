import { HttpException, HttpStatus, Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DevMailboxResponse } from '@profyle/contracts';
import { isMailbox, MAILER, type Mailer } from '@profyle/infrastructure';
import { ListMailQuery } from './list-mail.query';

@QueryHandler(ListMailQuery)
export class ListMailHandler implements IQueryHandler<ListMailQuery, DevMailboxResponse> {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async execute({ limit }: ListMailQuery): Promise<DevMailboxResponse> {
    if (!isMailbox(this.mailer)) throw new HttpException({ errorMessage: 'The dev mailbox exists only when MAIL=captured', errors: [] }, HttpStatus.NOT_FOUND);
    const messages = await this.mailer.list(limit);
    return { messages: messages.map(({ id, to, bcc, subject, text, html, links, sentAt }) => ({ id, to, ...(bcc?.length ? { bcc } : {}), subject, text, html, links, sentAt })) };
  }
}
