export * from './benifits.schema.js';
export * from './benifits.contract.js';
export * from './benifits.access.js';
