export * from './health-proposals.schema.js';
export * from './health-proposals.contract.js';
export * from './health-documents.schema.js';
export * from './health-documents.contract.js';
export * from './insurer-documents.schema.js';
export * from './insurer-documents.contract.js';
export * from './health-compare.schema.js';
export * from './health-compare.contract.js';
