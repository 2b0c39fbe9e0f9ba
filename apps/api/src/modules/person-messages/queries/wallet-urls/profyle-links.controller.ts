import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { walletUrlsSchema, toolkitUrlSchema } from '@profyle/contracts';
import type { ToolkitUrl, WalletUrls } from '@profyle/contracts';
import { ProfyleLinksQuery } from './profyle-links.query';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CardholderAllowed } from '../../../../shared/auth/cardholder';

/** GET .../people/{personId}/wallet-urls -> {ios, android}; GET .../people/{personId}/toolkit-url -> {toolkitUrl}. */
@Controller('v1/enterprise/:orgId/people')
export class ProfyleLinksController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ summary: 'A person’s wallet installation links, valid 28 days (admin, or the cardholder)', responses: { 200: walletUrlsSchema } })
  @CardholderAllowed()
  @Get(':personId/wallet-urls')
  wallet(@Param('orgId') orgId: string, @Param('personId') personId: string): Promise<WalletUrls> {
    return this.queries.execute(new ProfyleLinksQuery(orgId, personId, 'wallet'));
  }

  @ApiContract({ summary: 'A person’s toolkit link, valid 28 days', responses: { 200: toolkitUrlSchema } })
  @Get(':personId/toolkit-url')
  toolkit(@Param('orgId') orgId: string, @Param('personId') personId: string): Promise<ToolkitUrl> {
    return this.queries.execute(new ProfyleLinksQuery(orgId, personId, 'toolkit'));
  }
}
