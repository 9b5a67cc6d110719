import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { corporateCustomersContract } from '../../../shared/contract/corporate-customers/corporate-customers.contract.js';
import { corporateCustomersResource, type RowStatus } from '../../../shared/contract/corporate-customers/corporate-customers.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi, type ResourceRecord } from '../../kit/resourceApi.js';

export type CorporateCustomerRecord = ResourceRecord<typeof corporateCustomersResource>;
type C = typeof corporateCustomersContract;

/** The corporate customers' calls from the kit, and the area's own: the name and agent pickers and a row's status. */
export const corporateCustomersHooks = resourceApi('corporateCustomers', corporateCustomersResource, 'CorporateCustomer');

const ownApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCorporateAgents: build.query<EndpointOutput<C['agents']>['data'], void>({
      query: () => hostCall('corporateCustomers.agents', {}),
      transformResponse: (response: EndpointOutput<C['agents']>) => response.data,
    }),
    setCorporateRowStatus: build.mutation<CorporateCustomerRecord, RowStatus & { id: string }>({
      query: ({ id, ...body }) => hostCall('corporateCustomers.setRowStatus', { params: { id }, body }),
      transformResponse: (response: { data: CorporateCustomerRecord }) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CorporateCustomer', id }, { type: 'CorporateCustomer', id: 'LIST' }],
    }),
    getCorporateFiles: build.query<EndpointOutput<C['files']>['data'], string>({
      query: (id) => hostCall('corporateCustomers.files', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['files']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'CorporateCustomer', id }],
    }),
    removeCorporateFile: build.mutation<EndpointOutput<C['removeFile']>['data'], { id: string; fileId: string }>({
      query: (params) => hostCall('corporateCustomers.removeFile', { params }),
      transformResponse: (response: EndpointOutput<C['removeFile']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'CorporateCustomer', id }]),
    }),
    getCorporateCustomerNames: build.query<EndpointOutput<C['names']>['data'], string>({
      query: (search) => hostCall('corporateCustomers.names', { query: search ? { search } : {} }),
      transformResponse: (response: EndpointOutput<C['names']>) => response.data,
    }),
  }),
});

export const { useGetCorporateCustomerNamesQuery, useGetCorporateAgentsQuery, useSetCorporateRowStatusMutation, useGetCorporateFilesQuery, useRemoveCorporateFileMutation } = ownApi;
