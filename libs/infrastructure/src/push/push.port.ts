/**
 * Push notifications to a person's device leave through this port. Embedded mode captures them under
 * the data directory (nothing leaves the machine); real use sends them with Firebase Cloud Messaging's
 * HTTP v1 API. The device's registration token comes with the message.
 */
export interface PushMessage {
  /** The device's registration token. */
  token: string;
  title: string;
  body: string;
  /** Extra key-value pairs the app receives with the notification. */
  data?: Record<string, string>;
}

export interface SentPush extends PushMessage {
  /** The provider's id of the message. */
  id: string;
  sentAt: string;
}

export interface PushSender {
  /** Resolves once the provider accepted the message. */
  send(message: PushMessage): Promise<SentPush>;
  close(): Promise<void>;
}

/** A sender whose sent notifications can be read back: only the captured adapter is one. */
export interface PushOutbox {
  /** Newest first, at most `limit`. */
  list(limit?: number): Promise<SentPush[]>;
}

export const isPushOutbox = (sender: PushSender): sender is PushSender & PushOutbox => typeof (sender as Partial<PushOutbox>).list === 'function';

export const PUSH_SENDER = Symbol('PushSender');

/**
 * Why a notification was not accepted. `unregistered`: the token is no longer valid (the app was
 * removed); `invalid`: the message was refused; `auth`: the credentials were refused; `unavailable`: the
 * provider could not take it now (worth retrying).
 */
export type PushFailure = 'unregistered' | 'invalid' | 'auth' | 'unavailable';

export class PushDeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: PushFailure,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}
