export * from './sub-admins.schema.js';
export * from './sub-admins.contract.js';
export * from './sub-admins.access.js';
