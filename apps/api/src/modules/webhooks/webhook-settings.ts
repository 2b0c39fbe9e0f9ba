import { DomainError, type FieldError, type WebhookEndpointState } from '@profyle/domain';
import { WEBHOOK_MESSAGES, type WebhookSettings, webhookEndpointIdSchema } from '@profyle/contracts';
import type { WebhookEndpointDoc } from '@profyle/projector';
import type { UrlCheck } from '@profyle/infrastructure';
import { z } from 'zod';
import { validInput } from '../../shared/http/valid-input';

/** `:id` of every webhook route: checked like a body field, so a bad id is a 400 on `id`. */
export const endpointIdOf = (id: unknown): string => validInput(z.object({ id: webhookEndpointIdSchema }), { id }).id;

/** An endpoint nobody has saved yet: the settings form starts empty. */
const blank = (endpointId: string): WebhookSettings => ({
  id: endpointId,
  enabled: false,
  url: '',
  secret: '',
  events: [],
  configured: false,
  disabled_reason: null,
  updated_at: null,
});

export const settingsFromDoc = (endpointId: string, doc: WebhookEndpointDoc | null): WebhookSettings =>
  doc && doc.configured
    ? {
        id: endpointId,
        enabled: doc.enabled,
        url: doc.url,
        secret: doc.secret,
        events: doc.events,
        configured: true,
        disabled_reason: doc.disabled_reason,
        updated_at: doc.updated_at,
      }
    : blank(endpointId);

export const settingsFromState = (endpointId: string, state: WebhookEndpointState): WebhookSettings =>
  state.status === 'configured'
    ? {
        id: endpointId,
        enabled: state.enabled,
        url: state.url,
        secret: state.secret,
        events: state.events,
        configured: true,
        disabled_reason: state.disabledReason,
        updated_at: state.updatedAt,
      }
    : blank(endpointId);

/** The address checks that need DNS, refused as a 400 on the field that holds the URL. */
export const assertSafeUrl = (check: UrlCheck, path = 'url'): void => {
  if (check.ok) return;
  const errors: FieldError[] = [{ path, msg: check.message }];
  const code = check.reason === 'not_public' ? 'webhook.url_not_public' : check.reason === 'unresolvable' ? 'webhook.url_unresolvable' : `webhook.url_${check.reason}`;
  throw new DomainError(code, check.message, 'validation', errors);
};

export const logNotFound = (): DomainError => new DomainError('webhook.log_not_found', WEBHOOK_MESSAGES.logNotFound, 'not_found');
