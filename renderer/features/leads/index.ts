import { PersonAddRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor leads: enquiries with a car and a customer, turned into a proposal with quotes. */
export default defineArea({
  name: 'leads',
  title: 'Leads',
  description: 'Motor enquiries from the website with their car and customer; Generate quotes makes the proposal.',
  module: 'lead',
  tags: ['Lead'],
  idParam: 'leadId',
  icon: PersonAddRegular,
  list: () => import('./LeadList.js'),
  show: () => import('./LeadShow.js'),
});
