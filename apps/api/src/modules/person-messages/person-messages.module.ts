import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { createPushSender, PUSH_SENDER, type PushSender } from '@profyle/infrastructure';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { IdentityModule } from '../identity/identity.module';
import { ProfyleLinks } from './services/profyle-links';
import { EnrolInAcademyController } from './commands/enrol-in-academy/enrol-in-academy.controller';
import { EnrolInAcademyHandler } from './commands/enrol-in-academy/enrol-in-academy.handler';
import { SendPushNotificationController } from './commands/send-push-notification/send-push-notification.controller';
import { SendPushNotificationHandler } from './commands/send-push-notification/send-push-notification.handler';
import { SendWelcomeEmailController } from './commands/send-welcome-email/send-welcome-email.controller';
import { SendWelcomeEmailHandler } from './commands/send-welcome-email/send-welcome-email.handler';
import { ProfyleLinksController } from './queries/wallet-urls/profyle-links.controller';
import { WalletExportController } from './queries/wallet-export/wallet-export.controller';
import { ProfyleLinksHandler } from './queries/wallet-urls/profyle-links.handler';
import { PersonMails } from './services/person-mails';
import { PersonMessageWork } from './services/person-message-work';
import { ProfyleOwners } from './services/profyle-owners';

const services = [ProfyleLinks, ProfyleOwners, PersonMails, PersonMessageWork];

/**
 * What reaches a person, not an admin: e-mails (welcome, subscription ended, the Academy series) through
 * the mail port and the durable scheduler, push notifications through the push port, and the signed
 * wallet and toolkit links.
 */
@Module({
  imports: [IdentityModule],
  controllers: [SendWelcomeEmailController, EnrolInAcademyController, SendPushNotificationController, ProfyleLinksController, WalletExportController],
  providers: [
    ...services,
    { provide: PUSH_SENDER, useFactory: (runtime: Runtime) => createPushSender(runtime.config), inject: [RUNTIME] },
    SendWelcomeEmailHandler,
    EnrolInAcademyHandler,
    SendPushNotificationHandler,
    ProfyleLinksHandler,
  ],
  exports: [...services, PUSH_SENDER],
})
export class PersonMessagesModule implements OnModuleDestroy {
  constructor(@Inject(PUSH_SENDER) private readonly push: PushSender) {}

  async onModuleDestroy(): Promise<void> {
    await this.push.close();
  }
}
