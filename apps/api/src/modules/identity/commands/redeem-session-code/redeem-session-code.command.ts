/** Exchange the one-time code an OpenID Connect callback handed the web app for a session. */
export class RedeemSessionCodeCommand {
  constructor(
    readonly code: string,
    readonly ip: string,
  ) {}
}
