export * from './payment-link.schema.js';
export * from './payment-link.contract.js';
export * from './payment-link.access.js';
