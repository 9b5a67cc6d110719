import { DismissCircleRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Cancellation requests of motor policies and their refunds. */
export default defineArea({
  name: 'cancel-request',
  title: 'Cancellations',
  description: 'Cancellation requests of motor policies: the insurer\'s confirmation and the refund by the short-period scale.',
  module: 'cancellation',
  tags: ['Cancellation'],
  idParam: 'requestId',
  icon: DismissCircleRegular,
  list: () => import('./CancellationList.js'),
  show: () => import('./CancellationShow.js'),
});
