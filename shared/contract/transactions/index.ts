export * from './transactions.schema.js';
export * from './health-transactions.contract.js';
