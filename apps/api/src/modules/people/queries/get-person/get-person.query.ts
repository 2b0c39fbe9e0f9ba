export class GetPersonQuery {
  constructor(
    readonly organisationId: string,
    readonly personId: string,
  ) {}
}
