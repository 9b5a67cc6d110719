export * from './health-matrix.schema.js';
export * from './health-matrix.contract.js';
export * from './health-tpa-workbook.schema.js';
