import { BuildingRegular } from '@fluentui/react-icons';
import { corporateCustomersRoutes } from '../../../shared/contract/corporate-customers/corporate-customers.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

/** Corporate customers: companies with their contact persons and lines of business (spec 001 §2). */
export default defineResourceArea({
  name: 'corporateCustomers',
  title: 'Corporate customers',
  description: 'Companies the broker serves, with their contact persons and car fleet, health and general lines.',
  module: 'corporateCustomer',
  tags: ['CorporateCustomer'],
  icon: BuildingRegular,
  routes: corporateCustomersRoutes,
  screens: () => import('./corporateCustomersScreens.js'),
});
