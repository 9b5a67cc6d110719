import { healthInsuranceRoutes } from '../../../shared/contract/health-insurance/health-insurance.access.js';
import { healthProvidersResource } from '../../../shared/contract/health-insurance/index.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { healthProvidersHooks } from './healthMastersApi.js';

export const providersUi = defineResourceUi({
  resource: healthProvidersResource,
  hooks: healthProvidersHooks,
  title: 'Health providers',
  paths: screenPaths(healthInsuranceRoutes.filter((route) => route.path.includes('/providers'))),
  nameOf: (provider) => provider.providerName,
  searchPlaceholder: 'Search name, code or licence number',
  emptyBody: 'The hospitals, clinics and pharmacies health members are treated at, by emirate and type.',
  removeBody: 'It leaves the provider list; networks and quotes that name it keep it.',
});

export const List = () => <ResourceList ui={providersUi} />;
export const Create = () => <ResourceCreate ui={providersUi} />;
export const Show = () => <ResourceShow ui={providersUi} />;
export const Edit = () => <ResourceEdit ui={providersUi} />;
