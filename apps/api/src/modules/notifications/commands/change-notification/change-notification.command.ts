import type { Principal } from '../../../../shared/auth/principal';

/** Dismiss or delete one notification, or dismiss all of them (mark all read). */
export class ChangeNotificationCommand {
  constructor(
    readonly change: 'dismiss' | 'delete' | 'dismiss-all',
    readonly notificationId: string | null,
    readonly principal: Principal,
  ) {}
}
