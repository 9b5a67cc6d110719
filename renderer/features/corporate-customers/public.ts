// The corporate customers feature's face for other features: proposals of commercial lines pick their company with it.
export { CorporateCustomerField } from './CorporateCustomerField.js';
