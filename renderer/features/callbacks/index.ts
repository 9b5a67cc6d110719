import { CallRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Call-backs set on health (and motor) proposals, on their day (issue 17). */
export default defineArea({
  name: 'callbacks',
  path: '/health-insurance/callbacks',
  title: 'Callbacks',
  description: 'The call-backs staff set on proposals, today’s first; a row opens its proposal.',
  module: 'healthQuote',
  tags: [],
  idParam: 'proposalId',
  icon: CallRegular,
  list: () => import('./CallbackList.js'),
});
