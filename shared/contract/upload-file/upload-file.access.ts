import type { RouteDef } from '../routes.js';

export const uploadFileRoutes: RouteDef[] = [{ path: '/upload-file', modules: ['uploadFile'], action: 'read', title: 'Upload file' }];
