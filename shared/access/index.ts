export * from './modules.js';
export * from './hasPermission.js';
