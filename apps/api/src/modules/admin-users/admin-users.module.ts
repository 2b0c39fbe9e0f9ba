import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AcceptInviteController } from './commands/accept-invite/accept-invite.controller';
import { AcceptInviteHandler } from './commands/accept-invite/accept-invite.handler';
import { InviteAdminController } from './commands/invite-admin/invite-admin.controller';
import { InviteAdminHandler } from './commands/invite-admin/invite-admin.handler';
import { RemoveAdminController } from './commands/remove-admin/remove-admin.controller';
import { RemoveAdminHandler } from './commands/remove-admin/remove-admin.handler';
import { ResendInviteController } from './commands/resend-invite/resend-invite.controller';
import { ResendInviteHandler } from './commands/resend-invite/resend-invite.handler';
import { SignInWithInviteController } from './commands/sign-in-with-invite/sign-in-with-invite.controller';
import { SignInWithInviteHandler } from './commands/sign-in-with-invite/sign-in-with-invite.handler';
import { GetAdminUserController } from './queries/get-admin-user/get-admin-user.controller';
import { GetAdminUserHandler } from './queries/get-admin-user/get-admin-user.handler';
import { GetInviteController } from './queries/get-invite/get-invite.controller';
import { GetInviteHandler } from './queries/get-invite/get-invite.handler';
import { ListAdminUsersController } from './queries/list-admin-users/list-admin-users.controller';
import { ListAdminUsersHandler } from './queries/list-admin-users/list-admin-users.handler';

/** Admin users and invites (spec 001: /portal/admins/users, /portal/admins/invite; spec 000: accept-invite). */
@Module({
  imports: [IdentityModule],
  controllers: [
    InviteAdminController,
    ListAdminUsersController,
    GetAdminUserController,
    RemoveAdminController,
    GetInviteController,
    ResendInviteController,
    AcceptInviteController,
    SignInWithInviteController,
  ],
  providers: [ListAdminUsersHandler, GetAdminUserHandler, GetInviteHandler, InviteAdminHandler, ResendInviteHandler, AcceptInviteHandler, RemoveAdminHandler, SignInWithInviteHandler],
})
export class AdminUsersModule {}
