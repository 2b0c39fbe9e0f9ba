import { Module } from '@nestjs/common';
import { DemoAccountsModule } from '../demo-accounts/demo-accounts.module';
import { IdentityModule } from '../identity/identity.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CreateTrialController } from './commands/create-trial/create-trial.controller';
import { CancelRegistrationController } from './commands/cancel-registration/cancel-registration.controller';
import { SignUpImagesController } from './commands/sign-up/sign-up-images.controller';
import { SignUpController } from './commands/sign-up/sign-up.controller';
import { Registrations } from './services/registrations';
import { SignUps } from './services/sign-ups';
import { TrialRegistration } from './services/trial-registration';
import { TrialMails } from './services/trial-mails';

/** The trial sign-up (spec 000 "Register"): signing up, the wizard's images, cancelling, creating the trial. */
@Module({
  imports: [IdentityModule, UploadsModule, DemoAccountsModule],
  controllers: [SignUpController, SignUpImagesController, CancelRegistrationController, CreateTrialController],
  providers: [TrialMails, SignUps, Registrations, TrialRegistration],
})
export class TrialsModule {}
