export * from './praktorapolicies.schema.js';
export * from './praktorapolicies.contract.js';
export * from './praktorapolicies.access.js';
