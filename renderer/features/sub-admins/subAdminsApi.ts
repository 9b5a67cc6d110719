import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { subAdminsContract } from '../../../shared/contract/sub-admins/sub-admins.contract.js';
import type {
  ModuleAccessCreateSchema,
  ModuleAccessUpdateSchema,
} from '../../../shared/contract/sub-admins/sub-admins.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof subAdminsContract;
export type SubAdminListResult = EndpointOutput<C['list']>;
export type SubAdminRecord = EndpointOutput<C['get']>['data'];
export type SupervisorRecord = EndpointOutput<C['supervisors']>['data'][number];
export type SubAdminCreate = z.output<typeof ModuleAccessCreateSchema>;
export type SubAdminUpdate = z.output<typeof ModuleAccessUpdateSchema>;

export interface PageArgs {
  page: number;
  size: number;
  search?: string;
}

/**
 * Staff accounts as module-access records (spec 002 §7), supervisors only. The list provides
 * `SubAdmin/LIST` and one tag per id; changes invalidate them and the supervisor list.
 */
export const apiWithSubAdmins = api.injectEndpoints({
  endpoints: (build) => ({
    getSubAdmins: build.query<SubAdminListResult, PageArgs>({
      query: ({ page, size, search }) => hostCall('subAdmins.list', { query: search ? { page, size, search } : { page, size } }),
      providesTags: (result) => [
        { type: 'SubAdmin', id: 'LIST' },
        ...(result?.data ?? []).map((account) => ({ type: 'SubAdmin' as const, id: account._id })),
      ],
    }),
    getSubAdmin: build.query<SubAdminRecord, string>({
      query: (id) => hostCall('subAdmins.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'SubAdmin', id }],
    }),
    getSupervisors: build.query<SupervisorRecord[], void>({
      query: () => hostCall('subAdmins.supervisors', {}),
      transformResponse: (response: EndpointOutput<C['supervisors']>) => response.data,
      providesTags: [{ type: 'SubAdmin', id: 'SUPERVISORS' }],
    }),
    createSubAdmin: build.mutation<SubAdminRecord, SubAdminCreate>({
      query: (body) => hostCall('subAdmins.create', { body }),
      transformResponse: (response: EndpointOutput<C['create']>) => response.data,
      invalidatesTags: [
        { type: 'SubAdmin', id: 'LIST' },
        { type: 'SubAdmin', id: 'SUPERVISORS' },
      ],
    }),
    updateSubAdmin: build.mutation<SubAdminRecord, { id: string; body: SubAdminUpdate }>({
      query: ({ id, body }) => hostCall('subAdmins.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SubAdmin', id },
        { type: 'SubAdmin', id: 'LIST' },
        { type: 'SubAdmin', id: 'SUPERVISORS' },
      ],
    }),
    deleteSubAdmin: build.mutation<EndpointOutput<C['remove']>, string>({
      query: (id) => hostCall('subAdmins.remove', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'SubAdmin', id },
        { type: 'SubAdmin', id: 'LIST' },
        { type: 'SubAdmin', id: 'SUPERVISORS' },
      ],
    }),
    changeSubAdminPassword: build.mutation<EndpointOutput<C['changePassword']>, { id: string; password: string }>({
      query: ({ id, password }) => hostCall('subAdmins.changePassword', { params: { id }, body: { password } }),
    }),
  }),
});

export const {
  useGetSubAdminsQuery,
  useGetSubAdminQuery,
  useGetSupervisorsQuery,
  useCreateSubAdminMutation,
  useUpdateSubAdminMutation,
  useDeleteSubAdminMutation,
  useChangeSubAdminPasswordMutation,
} = apiWithSubAdmins;
