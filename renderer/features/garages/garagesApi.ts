import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { garagesContract } from '../../../shared/contract/garages/garages.contract.js';
import { garagesResource } from '../../../shared/contract/garages/garages.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi, type ResourceRecord } from '../../kit/resourceApi.js';

export type GarageRecord = ResourceRecord<typeof garagesResource>;
type NetworkResult = EndpointOutput<typeof garagesContract.network>;
type InsurersResult = EndpointOutput<typeof garagesContract.insurers>;
type ChangeResult = EndpointOutput<typeof garagesContract.addToNetwork>;
interface PageArgs { id: string; page: number; size: number; search?: string }

/** The garages' calls from the kit; a network change outdates the insurer's network and the garages' insurer lists. */
export const garagesHooks = resourceApi('garages', garagesResource, 'Garage');

const networkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGarageInsurers: build.query<InsurersResult, PageArgs>({
      query: ({ id, page, size }) => hostCall('garages.insurers', { params: { id }, query: { page, size } }),
      providesTags: [{ type: 'GarageNetwork', id: 'LIST' }],
    }),
    getCompanyGarages: build.query<NetworkResult, PageArgs>({
      query: ({ id, page, size, search }) => hostCall('garages.network', { params: { companyId: id }, query: { page, size, ...(search && { search }) } }),
      providesTags: [{ type: 'GarageNetwork', id: 'LIST' }],
    }),
    addGaragesToNetwork: build.mutation<ChangeResult, { companyId: string; garageIds: string[] }>({
      query: ({ companyId, garageIds }) => hostCall('garages.addToNetwork', { params: { id: companyId }, body: { garageIds } }),
      invalidatesTags: [{ type: 'GarageNetwork', id: 'LIST' }],
    }),
    removeGaragesFromNetwork: build.mutation<ChangeResult, { companyId: string; garageIds: string[] }>({
      query: ({ companyId, garageIds }) => hostCall('garages.removeFromNetwork', { params: { id: companyId }, body: { garageIds } }),
      invalidatesTags: [{ type: 'GarageNetwork', id: 'LIST' }],
    }),
  }),
});

export const { useGetGarageInsurersQuery, useGetCompanyGaragesQuery, useAddGaragesToNetworkMutation, useRemoveGaragesFromNetworkMutation } = networkApi;
