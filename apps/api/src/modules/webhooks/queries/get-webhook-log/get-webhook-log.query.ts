export class GetWebhookLogQuery {
  constructor(
    readonly organisationId: string,
    readonly endpointId: string,
    readonly logId: string,
  ) {}
}
