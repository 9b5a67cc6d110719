import { createApi } from '@reduxjs/toolkit/query/react';
import { areas, type AreaTag } from './areas.js';
import { hostBaseQuery } from './baseQuery.js';

/**
 * The cache tags of what belongs to no area: the shell's settings and notification bell, and the
 * payments that every sales area shares.
 */
const SHELL_TAGS = ['Settings', 'Notification', 'Payment'] as const;

/** The cache tags areas provide and invalidate (`{ type: 'Proposal', id }`, …): each area's `tags`, and the shell's. */
export type ApiTagType = AreaTag | (typeof SHELL_TAGS)[number];
const TAG_TYPES: readonly ApiTagType[] = [...SHELL_TAGS, ...areas.flatMap((area): readonly ApiTagType[] => area.tags)];

/**
 * The one RTK Query API of the renderer. Areas add their endpoints with `api.injectEndpoints`
 * in `features/<area>/<area>Api.ts`; screens import hooks from there, never from here. Back
 * online (the live socket reconnects, or the OS network returns), every query on screen is asked again.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: hostBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
