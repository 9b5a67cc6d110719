import { CalculatorRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor quotations: every quote, one quote's page (price, edits, payment) and the side-by-side comparison. */
export default defineArea({
  name: 'quotations',
  title: 'Quotations',
  description: 'Find quotes, adjust their price, take payment and compare insurers side by side.',
  module: 'quote',
  tags: [],
  idParam: 'quotationId',
  icon: CalculatorRegular,
  list: () => import('./QuotationList.js'),
  show: () => import('./QuotationShow.js'),
  pages: { '/quotations/compare-quotation': () => import('./QuotationCompare.js') },
});
