export * from './renewals.schema.js';
export * from './renewals.contract.js';
export * from './renewals.access.js';
