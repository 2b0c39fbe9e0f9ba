/** Ends a session named by a refresh token, by the access token it was issued with, or both. */
export class SignOutCommand {
  constructor(
    readonly refreshToken: string | null,
    readonly access: { userId: string; sessionId?: string } | null,
  ) {}
}
