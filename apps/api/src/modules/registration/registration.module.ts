import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PeopleModule } from '../people/people.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UploadRegistrationPhotoController } from './commands/upload-registration-photo/upload-registration-photo.controller';
import { ActivateCardController } from './commands/activate-card/activate-card.controller';
import { CardActivations } from './services/card-activations';
import { InviteEmployeesController } from './commands/invite-employees/invite-employees.controller';
import { InviteEmployeesHandler } from './commands/invite-employees/invite-employees.handler';
import { RegisterProfyleController } from './commands/register-profyle/register-profyle.controller';
import { RegisterProfyleHandler } from './commands/register-profyle/register-profyle.handler';
import { VerifyProfileController } from './commands/verify-profile/verify-profile.controller';
import { VerifyProfileHandler } from './commands/verify-profile/verify-profile.handler';
import { RegistrationPageController } from './queries/registration-page/registration-page.controller';
import { ProfileVerification } from './services/profile-verification';
import { RegistrationMails } from './services/registration-mails';

/** Self-service profile registration, its verification, and employee invites (spec 000). */
@Module({
  imports: [IdentityModule, PeopleModule, UploadsModule],
  controllers: [ActivateCardController, RegistrationPageController, RegisterProfyleController, UploadRegistrationPhotoController, VerifyProfileController, InviteEmployeesController],
  providers: [RegistrationMails, ProfileVerification, CardActivations, RegisterProfyleHandler, VerifyProfileHandler, InviteEmployeesHandler],
})
export class RegistrationModule {}
