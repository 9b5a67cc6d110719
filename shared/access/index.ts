export * from './modules.js';
export * from './hasPermission.js';
export * from './checkRouteAccess.js';
export * from './matchRoute.js';
export * from './routeTable.js';
export * from './employeeModuleAccess.js';
