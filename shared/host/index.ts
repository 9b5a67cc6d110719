export * from './bridge.js';
export * from './ipc.js';
