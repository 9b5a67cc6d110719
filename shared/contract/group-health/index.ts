export * from './group-health.schema.js';
export * from './group-health.contract.js';
export * from './group-health.access.js';
