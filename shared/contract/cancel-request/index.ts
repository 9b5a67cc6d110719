export * from './cancel-request.schema.js';
export * from './cancel-request.contract.js';
export * from './cancel-request.access.js';
