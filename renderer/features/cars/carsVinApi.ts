import type { z } from 'zod';
import type { carsContract } from '../../../shared/contract/cars/cars.contract.js';
import type { CreateCarByVinSchema } from '../../../shared/contract/cars/cars.schema.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof carsContract;
export type CarRecord = EndpointOutput<C['createCarByVin']>['data'];

/** Creating a proposal's car from its VIN (`cars.createCarByVin`). */
export const apiWithCarByVin = api.injectEndpoints({
  endpoints: (build) => ({
    createCarByVin: build.mutation<CarRecord, z.input<typeof CreateCarByVinSchema>>({
      query: (body) => hostCall('cars.createCarByVin', { body }),
      transformResponse: (response: EndpointOutput<C['createCarByVin']>) => response.data,
    }),
  }),
});

export const { useCreateCarByVinMutation } = apiWithCarByVin;
