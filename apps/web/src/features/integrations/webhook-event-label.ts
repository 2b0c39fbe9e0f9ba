import type { MessageKey } from '../../app/i18n';

/** The description of a webhook event name (`webhooks.event.<name>`). */
export const webhookEventKey = (name: string): MessageKey => `webhooks.event.${name}` as MessageKey;

/** The path of an endpoint's pages. */
export const webhookPagePath = (id: string, page: 'settings' | 'logs' = 'settings') => `/portal/integrations/webhooks/${encodeURIComponent(id)}/${page}`;
