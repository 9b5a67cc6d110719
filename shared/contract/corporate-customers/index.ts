export * from './corporate-customers.schema.js';
export * from './corporate-customers.contract.js';
export * from './corporate-customers.access.js';
