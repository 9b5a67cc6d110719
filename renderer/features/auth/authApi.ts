import type { z } from 'zod';
import type { ChangePasswordSchema } from '../../../shared/contract/auth/auth.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { authContract } from '../../../shared/contract/auth/auth.contract.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;

/** The signed-in user's own account calls (sign-in and sign-out go through the host). */
export const apiWithAuth = api.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<EndpointOutput<(typeof authContract)['changePassword']>, ChangePasswordInput>({
      query: (body) => hostCall('auth.changePassword', { body }),
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = apiWithAuth;
