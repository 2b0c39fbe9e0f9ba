import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type OrganisationView, subscriptionsChangeBodySchema, subscriptionsChangedSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { GetOrganisationQuery } from '../../queries/get-organisation/get-organisation.query';
import { ChangeSubscriptionsCommand } from './change-subscriptions.command';

/** POST /v1/enterprise/{orgId}/subscriptions/add and /remove {count (default 20), reason}: the new pool. */
@Controller('v1/enterprise/:orgId/subscriptions')
export class ChangeSubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: add subscriptions to the pool', body: subscriptionsChangeBodySchema, responses: { 200: subscriptionsChangedSchema } })
  @Post('add')
  @HttpCode(HttpStatus.OK)
  add(@Param('orgId') orgId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.change('add', orgId, body, meta);
  }

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: remove unused subscriptions from the pool', body: subscriptionsChangeBodySchema, responses: { 200: subscriptionsChangedSchema } })
  @Post('remove')
  @HttpCode(HttpStatus.OK)
  remove(@Param('orgId') orgId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.change('remove', orgId, body, meta);
  }

  private async change(change: 'add' | 'remove', orgId: string, body: unknown, meta: CommandMetadata) {
    const { count, reason } = validInput(subscriptionsChangeBodySchema, body);
    await this.commands.execute(new ChangeSubscriptionsCommand(change, count, reason, meta));
    const { subscriptions, remainingSubscriptions } = await this.queries.execute<GetOrganisationQuery, OrganisationView>(new GetOrganisationQuery(orgId));
    return { subscriptions, remainingSubscriptions };
  }
}
