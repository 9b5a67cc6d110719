import { z } from 'zod';

export const HealthResultSchema = z.object({ success: z.literal(true), status: z.literal('ok'), version: z.string() });
export type HealthResult = z.infer<typeof HealthResultSchema>;

/** Settings every screen may read before sign-in (spec 000 §2: the maintenance flag). */
export const PublicSettingsSchema = z.object({ maintenance: z.union([z.literal(0), z.literal(1)]) });
export const PublicSettingsResultSchema = z.object({ success: z.literal(true), data: PublicSettingsSchema });
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
