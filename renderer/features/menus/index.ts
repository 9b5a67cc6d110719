import { AppsListRegular } from '@fluentui/react-icons';
import { menusRoutes } from '../../../shared/contract/menus/menus.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

/** Menu management (spec 000 §2): the entries that feed the navigation, at the spec's top-level paths. */
export default defineResourceArea({
  name: 'menus',
  title: 'Menu management',
  description: 'Name, order and nest the entries of the navigation.',
  module: 'menu',
  tags: ['Menu', 'Navigation'],
  icon: AppsListRegular,
  routes: menusRoutes,
  screens: () => import('./menusScreens.js'),
});
