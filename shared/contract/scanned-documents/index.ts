export * from './scanned-documents.schema.js';
export * from './scanned-documents.contract.js';
