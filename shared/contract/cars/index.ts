export * from './cars.schema.js';
export * from './cars.contract.js';
