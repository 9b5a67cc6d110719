import { PersonAddRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Health leads: a person's contact before any proposal; "Create proposal" opens the health form prefilled. */
export default defineArea({
  name: 'health-leads',
  path: '/health-insurance/leads',
  title: 'Health leads',
  description: 'People who asked for health cover, with where they came from; Create proposal prices their family.',
  module: 'healthQuote',
  tags: ['HealthLead'],
  idParam: 'leadId',
  icon: PersonAddRegular,
  list: () => import('./HealthLeadList.js'),
  show: () => import('./HealthLeadShow.js'),
});
