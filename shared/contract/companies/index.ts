export * from './companies.schema.js';
export * from './companies.settings.js';
export * from './companies.masters.js';
export * from './companies.contract.js';
export * from './companies.access.js';
