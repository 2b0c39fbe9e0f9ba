import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CapturedPushSender } from './captured/captured-push-sender';
import { type FcmServiceAccount, FcmPushSender } from './fcm/fcm-push-sender';
import type { PushSender } from './push.port';

export interface PushConfig {
  PUSH: 'captured' | 'fcm';
  FCM_SERVICE_ACCOUNT_FILE?: string;
  FCM_BASE_URL: string;
  FCM_TOKEN_URL: string;
  DATA_DIR: string;
}

/** The adapter the configuration names: captured files under DATA_DIR/push, or FCM with a service account key file. */
export const createPushSender = (config: PushConfig): PushSender => {
  if (config.PUSH === 'captured') return new CapturedPushSender({ dir: join(config.DATA_DIR, 'push') });
  const serviceAccount = JSON.parse(readFileSync(config.FCM_SERVICE_ACCOUNT_FILE as string, 'utf8')) as FcmServiceAccount;
  for (const field of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof serviceAccount[field] !== 'string' || !serviceAccount[field]) throw new Error(`FCM_SERVICE_ACCOUNT_FILE has no ${field}`);
  }
  return new FcmPushSender({ serviceAccount, baseUrl: config.FCM_BASE_URL, tokenUrl: config.FCM_TOKEN_URL });
};
