import { LinkRegular } from '@fluentui/react-icons';
import { sponsorsRoutes } from '../../../shared/contract/sponsors/sponsors.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'sponsors',
  title: 'Sponsors',
  description: 'Sponsor partners, their affiliate links and the promo codes claimed through them.',
  module: 'sponsorPartner',
  tags: ['Sponsor'],
  icon: LinkRegular,
  routes: sponsorsRoutes,
  screens: () => import('./sponsorsScreens.js'),
});
