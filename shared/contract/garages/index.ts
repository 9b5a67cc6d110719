export * from './garages.schema.js';
export * from './garages.contract.js';
export * from './garages.access.js';
