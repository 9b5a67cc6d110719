export * from './black-list.schema.js';
export * from './black-list.contract.js';
export * from './black-list.access.js';
