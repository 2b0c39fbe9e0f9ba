export class GetAdminUserQuery {
  constructor(
    readonly organisationId: string,
    readonly userId: string,
  ) {}
}
