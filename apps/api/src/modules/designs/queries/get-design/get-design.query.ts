export class GetDesignQuery {
  constructor(
    readonly organisationId: string,
    readonly designId: string,
  ) {}
}
