export * from './health-quotations.schema.js';
export * from './health-quotations.contract.js';
