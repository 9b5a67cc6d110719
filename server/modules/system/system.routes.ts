import type { FastifyInstance } from 'fastify';
import { contract } from '../../../shared/contract/index.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';

export interface SystemRoutesOptions {
  version: string;
  maintenance: 0 | 1;
}

/** Health check and the public settings the shell reads before sign-in. */
export function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions, done: () => void): void {
  const handlers: AreaHandlers<typeof contract.system> = {
    health: () => ({ success: true, status: 'ok', version: options.version }),
    publicSettings: () => ({ success: true, data: { maintenance: options.maintenance } }),
  };
  registerArea(app, contract.system, handlers);
  done();
}
