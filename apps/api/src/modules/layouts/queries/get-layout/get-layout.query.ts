export class GetLayoutQuery {
  constructor(
    readonly organisationId: string,
    readonly layoutId: string,
  ) {}
}
