export class ProfyleLinksQuery {
  constructor(
    readonly organisationId: string,
    readonly personId: string,
    readonly link: 'wallet' | 'toolkit',
  ) {}
}
