/** A follow-up link used: the token is the only credential. */
export class CompleteFollowUpCommand {
  constructor(
    readonly token: string,
    readonly correlationId: string,
  ) {}
}
