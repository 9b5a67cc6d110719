export * from './auth.schema.js';
export * from './auth.contract.js';
export * from './auth.access.js';
