import type { DomainEvent } from '../shared';
import type { LayoutSettings } from './layout';

/**
 * Stream of one layout: `configuration-<organisationId>_<layoutId>`. The default layout of an
 * organisation is the stream `configuration-<organisationId>_default`, created by its first edit (until
 * then it is derived from the organisation). Stored event types are never renamed.
 */
export type LayoutCreated = DomainEvent<
  'LayoutCreated',
  { organisationId: string; layoutId: string; layout: LayoutSettings; createdAt: string; createdBy: string }
>;

export type LayoutUpdated = DomainEvent<
  'LayoutUpdated',
  {
    organisationId: string;
    layoutId: string;
    /** The whole layout after the change. */
    layout: LayoutSettings;
    /** What changed: top-level fields, branding by its dotted leaves (`branding.colors.primary`). */
    changed: string[];
    updatedAt: string;
    updatedBy: string;
  }
>;

export type LayoutDeleted = DomainEvent<'LayoutDeleted', { organisationId: string; layoutId: string; label: string; deletedAt: string; deletedBy: string }>;

export type LayoutEvent = LayoutCreated | LayoutUpdated | LayoutDeleted;

export const LAYOUT_EVENT_TYPES: readonly LayoutEvent['type'][] = ['LayoutCreated', 'LayoutUpdated', 'LayoutDeleted'];
