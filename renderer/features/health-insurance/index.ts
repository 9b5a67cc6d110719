import { HeartPulseRegular } from '@fluentui/react-icons';
import { healthInsuranceRoutes } from '../../../shared/contract/health-insurance/health-insurance.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

const routesOf = (segment: string) => healthInsuranceRoutes.filter((route) => route.path.startsWith(`/health-insurance/${segment}`));

/** Health master data: providers, with the insurers' health settings and the TPA and network master lists as pages of the same area. */
export default defineResourceArea({
  name: 'health-insurance',
  title: 'Health providers',
  description: 'Health providers, the insurers that sell health, and the TPA and network master lists.',
  module: 'company',
  tags: ['HealthProvider', 'HealthCompany', 'HealthTpaMaster', 'HealthNetworkMaster'],
  icon: HeartPulseRegular,
  routes: routesOf('providers'),
  screens: () => import('./providersScreens.js'),
  children: [
    { routes: routesOf('health-companies'), screens: () => import('./healthCompaniesScreens.js') },
    { routes: routesOf('tpa-master'), screens: () => import('./mastersScreens.js').then((m) => m.tpaScreens) },
    { routes: routesOf('network-master'), screens: () => import('./mastersScreens.js').then((m) => m.networkScreens) },
  ],
});
