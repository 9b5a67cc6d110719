export * from './health-matrix.schema.js';
export * from './health-matrix.contract.js';
