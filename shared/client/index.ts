export * from './apiClient.js';
export * from './callResult.js';
export * from './errorMessage.js';
