export class GetOrderQuery {
  constructor(
    readonly organisationId: string,
    readonly orderId: string,
  ) {}
}
