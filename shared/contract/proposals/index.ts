export * from './proposals.schema.js';
export * from './proposals.contract.js';
export * from './proposals.access.js';
export * from './liveQuotes.schema.js';
