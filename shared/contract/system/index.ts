export * from './system.schema.js';
export * from './system.contract.js';
