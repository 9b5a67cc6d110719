import { blogResource } from './blog.schema.js';

/** Blog posts: the kit's endpoints; the status call at the spec's path. */
export const blogContract = blogResource.contract;
