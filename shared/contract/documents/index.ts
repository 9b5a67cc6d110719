export * from './documents.schema.js';
export * from './documents.contract.js';
