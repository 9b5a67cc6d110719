export * from './customers.schema.js';
export * from './customers.contract.js';
export * from './customers.access.js';
