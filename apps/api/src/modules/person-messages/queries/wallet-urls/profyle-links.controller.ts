import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ToolkitUrl, WalletUrls } from '@profyle/contracts';
import { ProfyleLinksQuery } from './profyle-links.query';

/** GET .../people/{personId}/wallet-urls -> {ios, android}; GET .../people/{personId}/toolkit-url -> {toolkitUrl}. */
@Controller('v1/enterprise/:orgId/people')
export class ProfyleLinksController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':personId/wallet-urls')
  wallet(@Param('orgId') orgId: string, @Param('personId') personId: string): Promise<WalletUrls> {
    return this.queries.execute(new ProfyleLinksQuery(orgId, personId, 'wallet'));
  }

  @Get(':personId/toolkit-url')
  toolkit(@Param('orgId') orgId: string, @Param('personId') personId: string): Promise<ToolkitUrl> {
    return this.queries.execute(new ProfyleLinksQuery(orgId, personId, 'toolkit'));
  }
}
