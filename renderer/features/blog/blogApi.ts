import { blogResource } from '../../../shared/contract/blog/blog.schema.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The blog calls, from the kit. */
export const blogHooks = resourceApi('blog', blogResource, 'BlogPost');
