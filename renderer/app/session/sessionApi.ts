import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { authContract } from '../../../shared/contract/auth/auth.contract.js';
import { api } from '../api.js';
import { hostCall } from '../baseQuery.js';

type SessionResult = EndpointOutput<(typeof authContract)['session']>;

/**
 * When the session ends: asked (without counting as activity) before warning, and "Stay
 * signed in". Mutations, because each is a one-off question whose answer must never be cached.
 */
export const apiWithSession = api.injectEndpoints({
  endpoints: (build) => ({
    checkSession: build.mutation<SessionResult['data'], void>({
      query: () => hostCall('auth.session', {}),
      transformResponse: (response: SessionResult) => response.data,
    }),
    keepSession: build.mutation<SessionResult['data'], void>({
      query: () => hostCall('auth.keepSession', {}),
      transformResponse: (response: SessionResult) => response.data,
    }),
  }),
});

export const { useCheckSessionMutation, useKeepSessionMutation } = apiWithSession;
