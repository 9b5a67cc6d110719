export * from './vouchers.schema.js';
export * from './vouchers.contract.js';
export * from './vouchers.access.js';
