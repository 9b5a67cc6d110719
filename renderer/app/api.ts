import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery } from './baseQuery.js';

/**
 * The one RTK Query API of the renderer. Areas add their endpoints with `api.injectEndpoints`
 * in `features/<area>/<area>Api.ts`; screens import hooks from there, never from here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: hostBaseQuery,
  tagTypes: ['Customer', 'CustomerComment', 'Menu', 'Navigation', 'SubAdmin', 'Settings', 'Proposal', 'Quote', 'Policy', 'Payment', 'Outbox', 'ScannedDocument'],
  endpoints: () => ({}),
});
