/** Mail a single-use sign-in link to an address (whether or not a user holds it: completing tells). */
export class RequestEmailLinkCommand {
  constructor(
    readonly email: string,
    readonly continueUrl: string | undefined,
    /** Where links point: PUBLIC_URL or the request's origin. */
    readonly origin: string,
    readonly ip: string,
  ) {}
}
