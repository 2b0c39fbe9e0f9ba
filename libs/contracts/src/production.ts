import { z } from 'zod';

/** The production queue's texts (spec 002 section 8) and its highlight (section 9). */
export const PRODUCTION_MESSAGES = {
  ordersError: 'Error loading orders.',
  designsError: 'Error loading designs.',
  noOrders: 'No orders available.',
  noDesigns: 'No designs available.',
} as const;

/** An order last updated longer ago than this shows in the error colour (spec 002 section 9: 120, in minutes). */
export const PRODUCTION_STALE_MINUTES = 120;

export const productionQueueQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface ProductionQueuePage<T> {
  data: (T & { organisation_name: string })[];
  total: number;
}

/** Is a queue row stale at `now` (its last update more than 120 minutes ago)? */
export const isStale = (updatedAt: string, now: number): boolean => now - Date.parse(updatedAt) > PRODUCTION_STALE_MINUTES * 60_000;
