import { HeartPulseRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Health proposals: the list, the create form with live quotes, the proposal page, its edit form and the plans' comparison (FIELDS.md "Health proposals"). */
export default defineArea({
  name: 'health-proposals',
  path: '/health-insurance/proposals',
  title: 'Health proposals',
  description: 'Price a family’s health cover with every insurer and follow the proposal to payment.',
  module: 'healthQuote',
  tags: ['HealthProposal', 'HealthQuote'],
  idParam: 'proposalId',
  icon: HeartPulseRegular,
  list: () => import('./HealthProposalList.js'),
  create: () => import('./HealthProposalCreate.js'),
  show: () => import('./HealthProposalShow.js'),
  edit: () => import('./HealthProposalEdit.js'),
  pages: { '/health-insurance/compare-plans': () => import('./HealthPlanCompare.js') },
});
