// The quotations feature's face for other features: the only file of it they import (index.ts is its area definition).
export { default as QuotationCompare, compareIds } from './QuotationCompare.js';
export { QuoteCoverages } from './QuoteCoverages.js';
export { QuotePriceLines } from './QuotePriceLines.js';
export { SalesQuotationList } from './SalesQuotationList.js';
export { insuranceTypeLabel, repairLabel } from './quoteDisplay.js';
