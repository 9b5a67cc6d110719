export * from './evouchers.schema.js';
export * from './evouchers.contract.js';
export * from './evouchers.access.js';
