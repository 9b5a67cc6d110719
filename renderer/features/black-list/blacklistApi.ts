import type { blacklistContract } from '../../../shared/contract/black-list/black-list.contract.js';
import { blacklistResource, type BlacklistCheck } from '../../../shared/contract/black-list/black-list.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The blacklist's calls (spec 001 §7), from the kit; a change shows on the customers' pages, so it outdates `Customer` too. */
export const blacklistHooks = resourceApi('blacklist', blacklistResource, 'Blacklist', ['Customer']);

const checkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The front office's check of a contact (a read, though the spec's call is a POST); entries' changes outdate it. */
    checkBlacklist: build.query<EndpointOutput<(typeof blacklistContract)['check']>, BlacklistCheck>({
      query: (body) => hostCall('blacklist.check', { body }),
      providesTags: [{ type: 'Blacklist', id: 'LIST' }],
    }),
  }),
});

export const { useCheckBlacklistQuery } = checkApi;
