import type { FastifyInstance } from 'fastify';
import { systemContract } from '../../../shared/contract/system/system.contract.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';

export interface SystemRoutesOptions {
  version: string;
  maintenance: 0 | 1;
}

/** Health check and the public settings the shell reads before sign-in. */
export function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions, done: () => void): void {
  const handlers: AreaHandlers<typeof systemContract> = {
    health: () => ({ success: true, status: 'ok', version: options.version }),
    publicSettings: () => ({ success: true, data: { maintenance: options.maintenance } }),
  };
  registerArea(app, systemContract, handlers);
  done();
}
