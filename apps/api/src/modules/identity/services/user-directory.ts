import { Inject, Injectable } from '@nestjs/common';
import { userDecider, userEmailDecider, userEmailStreamId, userStreamId, type UserState } from '@profyle/domain';
import { CommandShell, type Loaded } from '../../../shared/command-shell/command-shell';

/**
 * Finds users on the write side: the e-mail registry says who holds an address, the user's stream
 * says what they may do. Sign-in decisions read these streams, never a read model that may lag.
 */
@Injectable()
export class UserDirectory {
  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  /** The user holding the e-mail, or null (an unknown or released address). */
  async findByEmail(email: string): Promise<Loaded<UserState> | null> {
    const { state } = await this.shell.load(userEmailStreamId(email), userEmailDecider);
    if (state.userId === null) return null;
    const user = await this.load(state.userId);
    return user.state.status === 'absent' || user.state.status === 'removed' ? null : user;
  }

  load(userId: string): Promise<Loaded<UserState>> {
    return this.shell.load(userStreamId(userId), userDecider);
  }
}
