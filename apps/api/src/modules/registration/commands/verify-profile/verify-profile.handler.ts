import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ProfileVerified } from '@profyle/contracts';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { hashSecretToken } from '../../../../shared/auth/secret-tokens';
import { ProfileVerification } from '../../services/profile-verification';
import { VerifyProfileCommand } from './verify-profile.command';

@CommandHandler(VerifyProfileCommand)
export class VerifyProfileHandler implements ICommandHandler<VerifyProfileCommand, ProfileVerified> {
  constructor(
    @Inject(ProfileVerification) private readonly verification: ProfileVerification,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ personId, metadata, token }: VerifyProfileCommand): Promise<ProfileVerified> {
    const { digitalId, position } = await this.verification.verify(personId, metadata, token === undefined ? undefined : hashSecretToken(token));
    await this.runtime.awaitProjections(position);
    return { digitalId };
  }
}
