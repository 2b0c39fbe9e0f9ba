export class ListWebhookLogsQuery {
  constructor(
    readonly organisationId: string,
    readonly endpointId: string,
  ) {}
}
