import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor policies: every issued (or pending) policy and one policy's page with its insurer actions. */
export default defineArea({
  name: 'policies',
  title: 'Policies',
  description: 'Find motor policies, fix their insurer details, resend them and request renewals.',
  module: 'policy',
  tags: ['Policy'],
  idParam: 'policyId',
  icon: ShieldCheckmarkRegular,
  list: () => import('./PolicyList.js'),
  show: () => import('./PolicyShow.js'),
});
