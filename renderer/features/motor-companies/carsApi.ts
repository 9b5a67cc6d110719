import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { carsContract } from '../../../shared/contract/cars/cars.contract.js';
import type { CarMakeInput, CarValueQuerySchema } from '../../../shared/contract/cars/cars.schema.js';
import type { z } from 'zod';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof carsContract;
export type CarMakeRecord = EndpointOutput<C['makeCreate']>['data'];
export type CarMakePage = EndpointOutput<C['makes']>;
export type CarModelRecord = EndpointOutput<C['newModels']>['data'][number];
export type CarTrimRecord = EndpointOutput<C['trims']>['data'][number];
export type CarValueAnswer = EndpointOutput<C['calculateCarValue']>['data'];

export interface CarMakePageArgs {
  page: number;
  size: number;
  search?: string;
}

/** The makes tag is shared with the vehicle CSV upload in `companiesApi` (an upload can add makes). */

/**
 * The car catalogue (`cars.*`): the cascading pickers year → make → model → trim, the valuation,
 * and the car companies (makes) with create, rename and delete.
 */
export const apiWithCars = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueYears: build.query<number[], void>({
      query: () => hostCall('cars.years', {}),
      transformResponse: (response: EndpointOutput<C['years']>) => response.data,
    }),
    getCatalogueMakes: build.query<EndpointOutput<C['newCars']>['data'], number>({
      query: (year) => hostCall('cars.newCars', { query: { year } }),
      transformResponse: (response: EndpointOutput<C['newCars']>) => response.data,
      providesTags: ['CarMake'],
    }),
    getCatalogueModels: build.query<CarModelRecord[], { make: string; year: number }>({
      query: (body) => hostCall('cars.newModels', { body }),
      transformResponse: (response: EndpointOutput<C['newModels']>) => response.data,
    }),
    getCatalogueTrims: build.query<CarTrimRecord[], { make: string; model: string; year: number }>({
      query: (body) => hostCall('cars.trims', { body }),
      transformResponse: (response: EndpointOutput<C['trims']>) => response.data,
    }),
    /** A POST that reads: a mutation, so the value is asked for when a trim is picked. */
    calculateCarValue: build.mutation<CarValueAnswer, z.input<typeof CarValueQuerySchema>>({
      query: (body) => hostCall('cars.calculateCarValue', { body }),
      transformResponse: (response: EndpointOutput<C['calculateCarValue']>) => response.data,
    }),
    listCarMakes: build.query<CarMakePage, CarMakePageArgs>({
      query: ({ page, size, search }) => hostCall('cars.makes', { query: search ? { page, size, search } : { page, size } }),
      providesTags: ['CarMake'],
    }),
    createCarMake: build.mutation<CarMakeRecord, CarMakeInput>({
      query: (body) => hostCall('cars.makeCreate', { body }),
      transformResponse: (response: EndpointOutput<C['makeCreate']>) => response.data,
      invalidatesTags: ['CarMake'],
    }),
    updateCarMake: build.mutation<CarMakeRecord, { id: string; body: CarMakeInput }>({
      query: ({ id, body }) => hostCall('cars.makeUpdate', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['makeUpdate']>) => response.data,
      invalidatesTags: ['CarMake'],
    }),
    removeCarMake: build.mutation<EndpointOutput<C['makeRemove']>, string>({
      query: (id) => hostCall('cars.makeRemove', { params: { id } }),
      invalidatesTags: ['CarMake'],
    }),
  }),
});

export const {
  useGetCatalogueYearsQuery,
  useGetCatalogueMakesQuery,
  useGetCatalogueModelsQuery,
  useGetCatalogueTrimsQuery,
  useCalculateCarValueMutation,
  useListCarMakesQuery,
  useCreateCarMakeMutation,
  useUpdateCarMakeMutation,
  useRemoveCarMakeMutation,
} = apiWithCars;
