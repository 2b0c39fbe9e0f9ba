import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { CRM_MESSAGES, type CrmConnectionView, crmProviderSchema } from '@profyle/contracts';
import { type CrmProvider, DomainError } from '@profyle/domain';
import type { CrmConnectionDoc } from '@profyle/projector';
import { publicOrigin } from '../../shared/auth/public-url';

/** `:provider` of every CRM route: checked like a body field, so an unknown one is a 404 on `provider`. */
export const providerOf = (provider: unknown): CrmProvider => {
  const parsed = crmProviderSchema.safeParse(provider);
  if (!parsed.success) throw new DomainError('crm.provider_unknown', CRM_MESSAGES.providerUnknown, 'not_found', [{ path: 'provider', msg: CRM_MESSAGES.providerUnknown }]);
  return parsed.data;
};

/** Where the provider sends the admin back: the portal's callback route (spec 002 section 2). */
export const redirectUriOf = (configuredPublicUrl: string | undefined, request: Request, provider: CrmProvider): string => `${publicOrigin(configuredPublicUrl, request)}/oauth/${provider}`;

/**
 * An install link's state: the organisation (so the callback page knows where to post it, even when the
 * admin has switched organisation meanwhile) and 24 random bytes. Only its SHA-256 is stored.
 */
export const newAuthorisationState = (organisationId: string): string => `${Buffer.from(organisationId, 'utf8').toString('base64url')}.${randomBytes(24).toString('base64url')}`;
export const stateHashOf = (state: string): string => createHash('sha256').update(state, 'utf8').digest('hex');

/** The connection as the screens show it: never its tokens. */
export const connectionView = (provider: CrmProvider, doc: CrmConnectionDoc | null, standInUrl: string | null): CrmConnectionView => ({
  provider,
  connected: doc?.status === 'connected',
  status: doc?.status === 'connected' ? 'connected' : doc?.status === 'lost' ? 'lost' : 'disconnected',
  account: doc?.account && doc.status !== 'disconnected' ? { id: doc.account.id, name: doc.account.name } : null,
  connected_at: doc?.status === 'connected' || doc?.status === 'lost' ? doc.connected_at : null,
  connected_by: doc?.status === 'connected' || doc?.status === 'lost' ? doc.connected_by : null,
  lost_reason: doc?.status === 'lost' ? doc.lost_reason : null,
  settings: { create_lead: doc?.create_lead ?? false },
  stand_in_url: standInUrl,
  updated_at: doc?.updated_at ?? null,
});

export const crmLogNotFound = (): DomainError => new DomainError('crm.log_not_found', CRM_MESSAGES.logNotFound, 'not_found');
