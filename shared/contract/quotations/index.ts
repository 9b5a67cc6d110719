export * from './quotations.schema.js';
export * from './quotations.contract.js';
export * from './quotations.access.js';
