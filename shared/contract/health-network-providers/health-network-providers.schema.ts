import { z } from 'zod';
import { EMIRATES } from '../../domain/emirates.js';
import { IdSchema, ListQuerySchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { healthProvidersResource, PROVIDER_TYPES } from '../health-insurance/health-providers.schema.js';

/** The most providers one assignment call takes: a page of the screen's table is far fewer. */
export const MAX_ASSIGNED_PER_CALL = 500;

/**
 * The providers of a network, or those it may still take (`scope`): paged, searched and filtered
 * as the providers list is (`search` on name, code or licence; `emirate`, `providerType`), sorted
 * by name. `scope=assigned` (the default) is the spec's `getproviders?networkId=`.
 */
export const NetworkProvidersQuerySchema = ListQuerySchema.extend({
  networkId: IdSchema,
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.default),
  scope: z.enum(['assigned', 'available'], 'Scope is assigned or available').default('assigned'),
  emirate: z.enum(EMIRATES, `Emirate must be one of: ${EMIRATES.join(', ')}`).optional(),
  providerType: z.enum(PROVIDER_TYPES, `Provider type must be one of: ${PROVIDER_TYPES.join(', ')}`).optional(),
});
export type NetworkProvidersQuery = z.input<typeof NetworkProvidersQuerySchema>;

export const NetworkProvidersResultSchema = listResultSchema(healthProvidersResource.schemas.record);

export const NetworkParamsSchema = z.object({ networkId: IdSchema });

export const ProviderIdsBodySchema = z.object({
  providerIds: z.array(IdSchema, 'Provider ids are a list').min(1, 'Choose at least one provider').max(MAX_ASSIGNED_PER_CALL, `At most ${MAX_ASSIGNED_PER_CALL} providers at a time`),
});
export type ProviderIdsBody = z.input<typeof ProviderIdsBodySchema>;

/** The network's providers after the change, and how many the call added or removed (0 when it changed nothing). */
export const AssignmentResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ networkId: IdSchema, providerCount: z.number().int(), changed: z.number().int() }),
  message: z.string(),
});
