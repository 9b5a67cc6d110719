import { ProhibitedRegular } from '@fluentui/react-icons';
import { blackListRoutes } from '../../../shared/contract/black-list/black-list.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'blacklist',
  title: 'Blacklist',
  description: 'E-mails and mobile numbers BrokerDesk does not sell to: their proposals, quotes and payment links are refused.',
  module: 'blacklist',
  tags: ['Blacklist'],
  icon: ProhibitedRegular,
  routes: blackListRoutes,
  screens: () => import('./blacklistScreens.js'),
});
