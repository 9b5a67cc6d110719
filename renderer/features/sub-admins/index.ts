import { PersonStarRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Staff accounts and their module access (spec 002 §7 "Module access"); supervisors only. */
export default defineArea({
  name: 'sub-admins',
  title: 'Admins and Agents',
  description: 'Create staff accounts, set their module access, discounts and commissions.',
  module: 'auth',
  tags: ['SubAdmin'],
  idParam: 'adminId',
  icon: PersonStarRegular,
  list: () => import('./SubAdminList.js'),
  show: () => import('./SubAdminShow.js'),
  create: () => import('./SubAdminCreate.js'),
  edit: () => import('./SubAdminEdit.js'),
});
