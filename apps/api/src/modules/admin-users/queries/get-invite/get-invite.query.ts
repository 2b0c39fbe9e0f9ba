export class GetInviteQuery {
  constructor(readonly token: string) {}
}
