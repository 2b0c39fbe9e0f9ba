export class GetWebhookQuery {
  constructor(
    readonly organisationId: string,
    readonly endpointId: string,
  ) {}
}
