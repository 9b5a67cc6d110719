import { GiftRegular } from '@fluentui/react-icons';
import { benifitsRoutes } from '../../../shared/contract/benifits/benifits.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'benifits',
  title: 'Benefits',
  description: "The benefits plans refer to: their limits and additional charges.",
  module: 'benefit',
  tags: ['Benefit'],
  icon: GiftRegular,
  routes: benifitsRoutes,
  screens: () => import('./benifitsScreens.js'),
});
