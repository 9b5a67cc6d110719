import type { EndpointOutput } from '../../shared/contract/index.js';
import type { systemContract } from '../../shared/contract/system/system.contract.js';
import { api } from './api.js';
import { hostCall } from './baseQuery.js';

export type PublicSettingsResult = EndpointOutput<(typeof systemContract)['publicSettings']>;

/** The public settings every window reads before anyone signs in (the maintenance flag). */
export const apiWithSystem = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSettingsResult, void>({
      query: () => hostCall('system.publicSettings', {}),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery } = apiWithSystem;
