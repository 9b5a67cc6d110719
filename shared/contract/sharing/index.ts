export * from './sharing.schema.js';
export * from './sharing.contract.js';
