export class RefreshSessionCommand {
  constructor(readonly refreshToken: string) {}
}
