export * from './transactions.schema.js';
export * from './health-transactions.contract.js';
export * from './commission-statement.schema.js';
export * from './commission-statement.contract.js';
