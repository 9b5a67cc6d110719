export * from './health-companies.schema.js';
export * from './health-masters.schema.js';
export * from './health-providers.schema.js';
export * from './health-insurance.contract.js';
export * from './health-insurance.access.js';
