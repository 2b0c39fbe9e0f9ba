import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type MessageResponse, messageResponseSchema } from '@profyle/contracts';
import type { CommandMetadata } from '@profyle/domain';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { RemoveAdminCommand } from './remove-admin.command';

/**
 * DELETE /v1/enterprise/{orgId}/users/{userId}: 200 {message: 'Admin user {email} removed'} | 400 the
 * owner or oneself | 404 not an admin of this organisation.
 */
@Controller('v1/enterprise/:orgId/users')
export class RemoveAdminController {
  constructor(private readonly commands: CommandBus) {}

  @ApiContract({ summary: 'Remove an admin from the organisation', responses: { 200: messageResponseSchema } })
  @Delete(':userId')
  remove(@Param('userId') userId: string, @CommandMeta() meta: CommandMetadata): Promise<MessageResponse> {
    return this.commands.execute(new RemoveAdminCommand(userId, meta));
  }
}
