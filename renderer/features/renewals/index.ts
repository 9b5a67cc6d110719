import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Renewals: proposals made from policies near expiry; a renewal's page is its proposal's (spec 000 §7 "Renewals"). */
export default defineArea({
  name: 'renewals',
  title: 'Renewals',
  description: 'Policies near expiry with their renewal proposals: last premium against the best new quote.',
  module: 'proposal',
  tags: [],
  idParam: 'renewalId',
  icon: ArrowRepeatAllRegular,
  list: () => import('./RenewalList.js'),
  show: () => import('./RenewalShow.js'),
});
