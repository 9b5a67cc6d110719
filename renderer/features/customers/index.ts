import { PeopleRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** The customers area: list, detail and edit (spec 000 §2; no create screen in the seed system). */
export default defineArea({
  name: 'customers',
  title: 'Customers',
  description: 'Find customers, see their policies, proposals and quotes, and keep their details up to date.',
  module: 'customer',
  tags: ['Customer', 'CustomerComment', 'CustomerDocument'],
  idParam: 'customerId',
  icon: PeopleRegular,
  list: () => import('./CustomerList.js'),
  show: () => import('./CustomerShow.js'),
  edit: () => import('./CustomerEdit.js'),
});
