import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PeopleModule } from '../people/people.module';
import { PersonMessagesModule } from '../person-messages/person-messages.module';
import { ChangeNotificationsController } from './commands/change-notifications/change-notifications.controller';
import { EndSelfServiceSessionController } from './commands/end-self-service-session/end-self-service-session.controller';
import { RedeemOneTimeLoginController } from './commands/redeem-one-time-login/redeem-one-time-login.controller';
import { SendOneTimeLoginController } from './commands/send-one-time-login/send-one-time-login.controller';
import { SendOneTimeLoginHandler } from './commands/send-one-time-login/send-one-time-login.handler';
import { UpdateOwnProfileHandler } from './commands/update-own-profile/update-own-profile.handler';
import { OwnIntroductionsController } from './queries/own-introductions/own-introductions.controller';
import { SelfServicePageController } from './queries/self-service-page/self-service-page.controller';
import { SelfServiceSessions } from './services/self-service-sessions';

/** Cardholder self-service (spec 001): one-time login links, sessions scoped to one person, their own details and preferences. */
@Module({
  imports: [IdentityModule, PeopleModule, PersonMessagesModule],
  controllers: [SendOneTimeLoginController, RedeemOneTimeLoginController, EndSelfServiceSessionController, SelfServicePageController, OwnIntroductionsController, ChangeNotificationsController],
  providers: [SelfServiceSessions, SendOneTimeLoginHandler, UpdateOwnProfileHandler],
})
export class SelfServiceModule {}
