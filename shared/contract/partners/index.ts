export * from './partners.schema.js';
export * from './partners.contract.js';
export * from './partners.access.js';
