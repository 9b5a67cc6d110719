import { LinkRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Payment links (custom invoices): an amount to pay by the gateway's page, shared with the customer. */
export default defineArea({
  name: 'payment-link',
  title: 'Payment links',
  description: 'Create a payment link for any amount, send it by e-mail or SMS, and see when it is paid.',
  module: 'paymentLink',
  tags: ['PaymentLink'],
  idParam: 'paymentId',
  icon: LinkRegular,
  list: () => import('./PaymentLinkList.js'),
  create: () => import('./PaymentLinkCreate.js'),
  show: () => import('./PaymentLinkShow.js'),
});
