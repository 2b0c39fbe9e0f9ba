import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { pushNotificationBodySchema, successSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { SendPushNotificationCommand } from './send-push-notification.command';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** POST /v1/enterprise/{orgId}/people/{personId}/notification {title, body} (superadmin tools): 200 {success}. */
@Controller('v1/enterprise/:orgId/people')
export class SendPushNotificationController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Send a push notification to a person (superadmin)', body: pushNotificationBodySchema, responses: { 200: successSchema } })
  @Post(':personId/notification')
  @HttpCode(HttpStatus.OK)
  async send(@Param('personId') personId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const { title, body: message } = validInput(pushNotificationBodySchema, body);
    await this.commands.execute(new SendPushNotificationCommand(personId, title, message, meta));
    return { success: true };
  }
}
