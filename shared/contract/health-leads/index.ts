export * from './health-leads.schema.js';
export * from './health-leads.contract.js';
