import { crmProviderSchema, TEXT_LIMITS } from '@profyle/contracts';
import { z } from 'zod';

/** The path parameters of the CRM routes, for the API reference. */
export const crmParamsSchema = z.object({ orgId: z.string().min(1).max(TEXT_LIMITS.token), provider: crmProviderSchema });
export const crmLogParamsSchema = crmParamsSchema.extend({ logId: z.string().min(1).max(TEXT_LIMITS.id) });
