export * from './policies.schema.js';
export * from './policies.contract.js';
export * from './policies.access.js';
