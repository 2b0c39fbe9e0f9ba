export class GetCardQuery {
  constructor(
    readonly organisationId: string,
    readonly cardId: string,
  ) {}
}
