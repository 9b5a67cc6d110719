export * from './health-proposals.schema.js';
export * from './health-proposals.contract.js';
