export class ListLayoutsQuery {
  constructor(readonly organisationId: string) {}
}
