import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Health quotations: every health quote across customers and one quote's page (FIELDS.md "Health … Quotations"). */
export default defineArea({
  name: 'health-quotations',
  path: '/health-insurance/quotations',
  title: 'Health quotations',
  description: 'Find any health quote by customer, insurer or insured type and open its plan, members and payment.',
  module: 'healthQuote',
  tags: ['HealthQuotation'],
  idParam: 'quoteId',
  icon: DocumentBulletListRegular,
  list: () => import('./HealthQuotationList.js'),
  show: () => import('./HealthQuotationShow.js'),
});
