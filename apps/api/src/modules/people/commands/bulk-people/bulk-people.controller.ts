import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type BulkResult, type BulkResultRow, bulkAssignSubscriptionsBodySchema, bulkMoveGroupBodySchema, bulkPeopleBodySchema, bulkResultSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { type BulkPeopleAction, BulkPeopleCommand, type BulkPeopleOptions } from './bulk-people.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/**
 * POST /v1/enterprise/{orgId}/bulk-assign-subscriptions {peopleIds, dryRun, sendEmail},
 * bulk-remove-subscriptions, bulk-delete-people, bulk-send-welcome-email, bulk-send-academy-emails
 * {peopleIds} and bulk-move-group {peopleIds, groupId}: 200 {success, results: [{id, name, success,
 * error}]}, at most BULK_MAX_ROWS people per request.
 */
@Controller('v1/enterprise/:orgId')
export class BulkPeopleController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Assign subscriptions to people, or preview it (dryRun): a result per person', body: bulkAssignSubscriptionsBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-assign-subscriptions')
  @HttpCode(HttpStatus.OK)
  assign(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { peopleIds, dryRun, sendEmail, reserved } = validInput(bulkAssignSubscriptionsBodySchema, body);
    return this.run('assign-subscriptions', peopleIds, { dryRun, sendEmail, reserved }, meta);
  }

  @ApiContract({ summary: 'Move people to a group: a result per person', body: bulkMoveGroupBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-move-group')
  @HttpCode(HttpStatus.OK)
  moveGroup(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { peopleIds, groupId } = validInput(bulkMoveGroupBodySchema, body);
    return this.run('move-group', peopleIds, { groupId }, meta);
  }

  @ApiContract({ summary: 'Remove people’s subscriptions: a result per person', body: bulkPeopleBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-remove-subscriptions')
  @HttpCode(HttpStatus.OK)
  remove(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.run('remove-subscriptions', validInput(bulkPeopleBodySchema, body).peopleIds, {}, meta);
  }

  @ApiContract({ summary: 'Delete people: a result per person', body: bulkPeopleBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-delete-people')
  @HttpCode(HttpStatus.OK)
  delete(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.run('delete-people', validInput(bulkPeopleBodySchema, body).peopleIds, {}, meta);
  }

  @ApiContract({ summary: 'Send the welcome e-mail to people: a result per person', body: bulkPeopleBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-send-welcome-email')
  @HttpCode(HttpStatus.OK)
  welcome(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.run('send-welcome-email', validInput(bulkPeopleBodySchema, body).peopleIds, {}, meta);
  }

  @ApiContract({ summary: 'Enrol people in the Academy e-mails: a result per person', body: bulkPeopleBodySchema, responses: { 200: bulkResultSchema } })
  @Post('bulk-send-academy-emails')
  @HttpCode(HttpStatus.OK)
  academy(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    return this.run('send-academy-emails', validInput(bulkPeopleBodySchema, body).peopleIds, {}, meta);
  }

  private async run(action: BulkPeopleAction, peopleIds: string[], options: BulkPeopleOptions, meta: CommandMetadata): Promise<BulkResult & { success: boolean }> {
    const results = await this.commands.execute<BulkPeopleCommand, BulkResultRow[]>(new BulkPeopleCommand(action, peopleIds, options, meta));
    return { success: results.every((row) => row.success), results };
  }
}
