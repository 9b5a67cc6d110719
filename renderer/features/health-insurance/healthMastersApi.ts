import {
  healthCompaniesResource, healthNetworkMastersResource, healthProvidersResource, healthTpaMastersResource,
} from '../../../shared/contract/health-insurance/index.js';
import { resourceApi, type ResourceRecord } from '../../kit/resourceApi.js';

/** The kit's calls of each health master resource, each with its own cache tag. */
export const healthProvidersHooks = resourceApi('healthProviders', healthProvidersResource, 'HealthProvider');
export const healthCompaniesHooks = resourceApi('healthCompanies', healthCompaniesResource, 'HealthCompany');
export const healthTpaMastersHooks = resourceApi('healthTpaMasters', healthTpaMastersResource, 'HealthTpaMaster');
export const healthNetworkMastersHooks = resourceApi('healthNetworkMasters', healthNetworkMastersResource, 'HealthNetworkMaster');

export type HealthProviderRecord = ResourceRecord<typeof healthProvidersResource>;
export type HealthCompanyRecord = ResourceRecord<typeof healthCompaniesResource>;
