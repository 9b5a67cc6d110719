import type { FastifyInstance } from 'fastify';
import { blogResource } from '../../../shared/contract/blog/index.js';
import { blogContract } from '../../../shared/contract/blog/blog.contract.js';
import { registerResource } from '../../kit/registerResource.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/** Blog posts: wholly the kit's, with cover images under `<filesDir>/blog/`. */
export function blogRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  registerResource(app, blogContract, blogResource, createResourceRepository(app.db, blogResource, 'blog_posts'), {}, { filesDir: options.filesDir });
  done();
}
