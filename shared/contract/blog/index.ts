export * from './blog.schema.js';
export * from './blog.contract.js';
export * from './blog.access.js';
