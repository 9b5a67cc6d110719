import { PeopleTeamRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Group health: a company's staff medical cover priced from its census (spec 001 §7 "Group health"). */
export default defineArea({
  name: 'group-health',
  title: 'Group health',
  description: "Price a company's staff medical cover from its census across every insurer, and follow it to a decision.",
  module: 'groupHealth',
  tags: ['GroupHealth'],
  idParam: 'proposalId',
  icon: PeopleTeamRegular,
  list: () => import('./GroupHealthList.js'),
  create: () => import('./GroupHealthCreate.js'),
  show: () => import('./GroupHealthShow.js'),
  edit: () => import('./GroupHealthEdit.js'),
});
