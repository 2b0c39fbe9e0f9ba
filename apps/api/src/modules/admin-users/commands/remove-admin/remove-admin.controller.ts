import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { MessageResponse } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { RemoveAdminCommand } from './remove-admin.command';

/**
 * DELETE /v1/enterprise/{orgId}/users/{userId}: 200 {message: 'Admin user {email} removed'} | 400 the
 * owner or oneself | 404 not an admin of this organisation.
 */
@Controller('v1/enterprise/:orgId/users')
export class RemoveAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':userId')
  remove(@Param('userId') userId: string, @CommandMeta() meta: CommandMetadata): Promise<MessageResponse> {
    return this.commands.execute(new RemoveAdminCommand(userId, meta));
  }
}
