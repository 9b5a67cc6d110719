export * from './payments.schema.js';
export * from './payments.contract.js';
