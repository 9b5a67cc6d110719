import type { FastifyInstance } from 'fastify';
import { benifitsResource } from '../../../shared/contract/benifits/index.js';
import { benifitsContract } from '../../../shared/contract/benifits/benifits.contract.js';
import { registerResource } from '../../kit/registerResource.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/** The benefits master list (FIELDS.md "Benefits"): wholly the kit's, with images under `<filesDir>/benifits/`. */
export function benifitsRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  registerResource(app, benifitsContract, benifitsResource, createResourceRepository(app.db, benifitsResource, 'benefits'), {}, { filesDir: options.filesDir });
  done();
}
