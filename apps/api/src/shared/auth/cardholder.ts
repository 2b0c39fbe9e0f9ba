import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

/**
 * A cardholder signed in to self-service by a one-time link (spec 001 "Cardholder self-service"): their
 * session reaches exactly one person, the one their link was issued for. They are never a portal user:
 * only routes marked `@CardholderAllowed()` accept them, and only for their own organisation and person
 * (the AuthGuard checks the `:orgId` and `:personId` of the path).
 */
export interface CardholderPrincipal {
  sessionId: string;
  personId: string;
  organisationId: string;
  email: string;
}

export const CARDHOLDER_ALLOWED = 'profyle:cardholder';
/** A cardholder may call this route, for their own person only. */
export const CardholderAllowed = () => SetMetadata(CARDHOLDER_ALLOWED, true);

export type CardholderRequest = Request & { cardholder?: CardholderPrincipal };

/** The cardholder of a request the guard let through, or null for a portal user's request. */
export const cardholderOf = (request: Request): CardholderPrincipal | null => (request as CardholderRequest).cardholder ?? null;

/** The actor id a cardholder's changes are recorded under. */
export const cardholderActorId = (personId: string): string => `cardholder:${personId}`;
