/** Sign in with the token of a mailed link. */
export class CompleteEmailLinkCommand {
  constructor(
    readonly token: string,
    readonly ip: string,
  ) {}
}
