export * from './sponsors.schema.js';
export * from './sponsors.contract.js';
export * from './sponsors.access.js';
