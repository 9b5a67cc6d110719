export * from './notifications.schema.js';
export * from './notifications.contract.js';
export * from './notificationLink.js';
