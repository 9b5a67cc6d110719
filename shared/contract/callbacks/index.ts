export * from './callbacks.schema.js';
export * from './callbacks.contract.js';
