export { NotificationBell } from './NotificationBell.js';
