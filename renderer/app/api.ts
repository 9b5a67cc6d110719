import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery } from './baseQuery.js';

/** The cache tags areas provide and invalidate (`{ type: 'Proposal', id }`, …). */
export const TAG_TYPES = ['Customer', 'CustomerComment', 'Menu', 'Navigation', 'SubAdmin', 'Settings', 'Proposal', 'Quote', 'Policy', 'Payment', 'Outbox', 'ScannedDocument', 'Product', 'Benefit', 'BlogPost', 'Voucher', 'Sponsor', 'PaymentLink', 'Evoucher', 'EvoucherCode', 'Partner', 'DiscountOffer', 'Blacklist', 'Lead'] as const;
export type ApiTagType = (typeof TAG_TYPES)[number];

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
