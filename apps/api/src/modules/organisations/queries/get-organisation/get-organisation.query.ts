export class GetOrganisationQuery {
  constructor(readonly organisationId: string) {}
}
