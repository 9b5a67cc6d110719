export * from './health-policies.schema.js';
export * from './health-policies.contract.js';
