import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type NotificationPreferences, notificationPreferencesBodySchema, notificationPreferencesSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CardholderAllowed } from '../../../../shared/auth/cardholder';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { SavePersonCommand } from '../../../people/commands/save-person/save-person.command';
import { personDecider, personStreamId } from '@profyle/domain';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { Inject } from '@nestjs/common';

/** POST .../people/{personId}/notifications {weekly_intros}: the cardholder's (or an admin's) choice of the weekly introductions e-mail. */
@Controller('v1/enterprise/:orgId/people/:personId/notifications')
export class ChangeNotificationsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
  ) {}

  @ApiContract({ summary: 'Turn the weekly introductions e-mail on or off (cardholder or admin)', body: notificationPreferencesBodySchema, responses: { 200: notificationPreferencesSchema } })
  @CardholderAllowed()
  @Post()
  @HttpCode(HttpStatus.OK)
  async change(@Param('personId') personId: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata): Promise<NotificationPreferences> {
    const { weekly_intros } = validInput(notificationPreferencesBodySchema, body);
    const { state } = await this.shell.load(personStreamId(personId), personDecider);
    await this.commands.execute(new SavePersonCommand(personId, { email: state.profile.email, notifications: { weekly_intros } }, meta));
    return { weekly_intros };
  }
}
