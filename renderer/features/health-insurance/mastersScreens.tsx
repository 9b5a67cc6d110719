import { healthInsuranceRoutes } from '../../../shared/contract/health-insurance/health-insurance.access.js';
import { healthNetworkMastersResource, healthTpaMastersResource } from '../../../shared/contract/health-insurance/index.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { healthNetworkMastersHooks, healthTpaMastersHooks } from './healthMastersApi.js';

const screensOf = (segment: string) => screenPaths(healthInsuranceRoutes.filter((route) => route.path.includes(`/${segment}`)));

const tpaUi = defineResourceUi({
  resource: healthTpaMastersResource,
  hooks: healthTpaMastersHooks,
  title: 'TPA master',
  paths: screensOf('tpa-master'),
  nameOf: (tpa) => tpa.name,
  searchPlaceholder: 'Search name or code',
  emptyBody: "The third-party administrators insurers' health plans are run by (NAS, Nextcare, MedNet…).",
  removeBody: 'It leaves the TPA master list; insurers\u2019 health trees that name it keep it.',
});

const networkUi = defineResourceUi({
  resource: healthNetworkMastersResource,
  hooks: healthNetworkMastersHooks,
  title: 'Network master',
  paths: screensOf('network-master'),
  nameOf: (network) => network.name,
  searchPlaceholder: 'Search name or code',
  emptyBody: 'The provider networks a health plan gives access to (General, Comprehensive, Restricted…).',
  removeBody: 'It leaves the network master list; insurers\u2019 health trees that name it keep it.',
});

export const tpaScreens = {
  List: () => <ResourceList ui={tpaUi} />,
  Create: () => <ResourceCreate ui={tpaUi} />,
  Edit: () => <ResourceEdit ui={tpaUi} />,
};
export const networkScreens = {
  List: () => <ResourceList ui={networkUi} />,
  Create: () => <ResourceCreate ui={networkUi} />,
  Edit: () => <ResourceEdit ui={networkUi} />,
};
