export * from './menus.schema.js';
export * from './menus.contract.js';
export * from './menus.access.js';
