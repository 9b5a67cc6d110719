export * from './health-benefits.schema.js';
export * from './health-benefits.contract.js';
