export * from './leads.schema.js';
export * from './leads.contract.js';
export * from './leads.access.js';
