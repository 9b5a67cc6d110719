export * from './dashboard.schema.js';
export * from './dashboard.contract.js';
export * from './dashboard.access.js';
