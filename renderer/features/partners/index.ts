import { HandshakeRegular } from '@fluentui/react-icons';
import { partnersRoutes } from '../../../shared/contract/partners/partners.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

/** Partners (Club), with each partner's discount offers as pages of the same area. */
export default defineResourceArea({
  name: 'partners',
  title: 'Partners (Club)',
  description: 'Club partners, their discount offers and who redeemed them.',
  module: 'partner',
  tags: ['Partner', 'DiscountOffer'],
  icon: HandshakeRegular,
  routes: partnersRoutes.filter((route) => !route.path.includes('discount-offers')),
  screens: () => import('./partnersScreens.js'),
  children: [{ routes: partnersRoutes.filter((route) => route.path.includes('discount-offers')), screens: () => import('./offersScreens.js') }],
});
