import { healthCompaniesResource } from './health-companies.schema.js';
import { healthNetworkMastersResource, healthTpaMastersResource } from './health-masters.schema.js';
import { healthProvidersResource } from './health-providers.schema.js';

/** Health master data (spec 001 "Health master data"): the kit's endpoints of each resource at the spec's paths. */
export const healthTpaMastersContract = healthTpaMastersResource.contract;
export const healthNetworkMastersContract = healthNetworkMastersResource.contract;
export const healthProvidersContract = healthProvidersResource.contract;
export const healthCompaniesContract = healthCompaniesResource.contract;
