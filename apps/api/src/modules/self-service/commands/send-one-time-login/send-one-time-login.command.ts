import type { SelfServiceView } from '@profyle/domain';

/** Mails the cardholder of a card (or digital Profyle) a one-time login link (POST /v1/cards/{cardId}/send-one-time-login). */
export class SendOneTimeLoginCommand {
  constructor(
    readonly cardId: string,
    readonly view: SelfServiceView,
    readonly origin: string,
    readonly ip: string,
  ) {}
}
