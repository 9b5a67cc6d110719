export * from './health-conditions.schema.js';
export * from './health-preview.schema.js';
export * from './health-conditions.contract.js';
