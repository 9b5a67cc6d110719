import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Health policies: every issued (or pending) health policy and one policy's page (FIELDS.md "Health … Policies"). */
export default defineArea({
  name: 'health-policies',
  path: '/health-insurance/policies',
  title: 'Health policies',
  description: "Find health policies, keep the insurer's document and numbers, and see what the family is covered for.",
  module: 'healthQuote',
  tags: ['HealthPolicy'],
  idParam: 'policyId',
  icon: ShieldCheckmarkRegular,
  list: () => import('./HealthPolicyList.js'),
  show: () => import('./HealthPolicyShow.js'),
});
