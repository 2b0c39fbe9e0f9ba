export class SubscriptionHistoryQuery {
  constructor(
    readonly organisationId: string,
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
