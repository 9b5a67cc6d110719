export * from './products.schema.js';
export * from './products.contract.js';
export * from './products.access.js';
