import { MailArrowUpRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Sharing with customers (issue 7): the outbox of every quote, comparison and payment link sent, for staff who work on proposals. */
export default defineArea({
  name: 'sharing',
  title: 'Outbox',
  description: 'Read what was sent to customers: quotes, comparisons and payment links, with their attachments.',
  module: 'proposal',
  tags: ['Outbox'],
  idParam: 'messageId',
  icon: MailArrowUpRegular,
  path: '/outbox',
  list: () => import('./OutboxList.js'),
});
