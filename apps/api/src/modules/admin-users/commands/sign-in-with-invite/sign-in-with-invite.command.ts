/** Sign in with an invite e-mail's link: the invitee, no one else, once per link. */
export class SignInWithInviteCommand {
  constructor(
    readonly token: string,
    readonly ip: string,
  ) {}
}
