import { AppsListRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Menu management (spec 000 §2): the entries that feed the navigation, at the spec's top-level paths. */
export default defineArea({
  name: 'menus',
  title: 'Menu management',
  description: 'Name, order and nest the entries of the navigation.',
  module: 'menu',
  idParam: 'menuId',
  icon: AppsListRegular,
  path: '/menumanagement',
  list: () => import('./MenuList.js'),
  pages: {
    '/createmenu': () => import('./MenuCreate.js'),
    '/edit/[menuId]': () => import('./MenuEdit.js'),
  },
});
