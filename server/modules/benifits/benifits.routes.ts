import type { FastifyInstance } from 'fastify';
import { benifitsResource } from '../../../shared/contract/benifits/index.js';
import { contract } from '../../../shared/contract/index.js';
import { registerResource } from '../../kit/registerResource.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/** The benefits master list (FIELDS.md "Benefits"): wholly the kit's, with images under `<filesDir>/benifits/`. */
export function benifitsRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  registerResource(app, contract.benifits, benifitsResource, createResourceRepository(app.db, benifitsResource, 'benefits'), {}, { filesDir: options.filesDir });
  done();
}
