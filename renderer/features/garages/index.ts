import { WrenchRegular } from '@fluentui/react-icons';
import { garagesRoutes } from '../../../shared/contract/garages/garages.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

/** Auto garages and the insurer networks each is in (spec 001 §7 Garages). */
export default defineResourceArea({
  name: 'garages',
  title: 'Garages',
  description: 'Auto garages by emirate, agency or not, and the insurer networks they belong to.',
  module: 'garage',
  tags: ['Garage', 'GarageNetwork'],
  icon: WrenchRegular,
  routes: garagesRoutes,
  screens: () => import('./garagesScreens.js'),
});
