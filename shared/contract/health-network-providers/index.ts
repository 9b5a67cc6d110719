export * from './health-network-providers.schema.js';
export * from './health-network-providers.contract.js';
