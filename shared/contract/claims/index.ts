export * from './claims.schema.js';
export * from './claims.contract.js';
export * from './claims.access.js';
