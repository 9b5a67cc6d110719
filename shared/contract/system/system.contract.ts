import { endpoint } from '../endpoint.js';
import { HealthResultSchema, PublicSettingsResultSchema } from './system.schema.js';

/** Liveness and the public settings the shell reads before anyone signs in. */
export const systemContract = {
  health: endpoint({
    method: 'GET', path: '/api/health', summary: 'Server health and version', permission: 'public',
    response: HealthResultSchema,
  }),
  publicSettings: endpoint({
    method: 'GET', path: '/api/public/settings', summary: 'Public settings (maintenance flag)', permission: 'public',
    response: PublicSettingsResultSchema,
  }),
};
