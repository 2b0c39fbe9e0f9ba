import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ListMailController } from './queries/list-mail/list-mail.controller';
import { ListMailHandler } from './queries/list-mail/list-mail.handler';

/** The development mailbox: the captured mail, so e-mail-link sign-in works with no mail server. */
@Module({
  imports: [IdentityModule],
  controllers: [ListMailController],
  providers: [ListMailHandler],
})
export class DevMailboxModule {}
