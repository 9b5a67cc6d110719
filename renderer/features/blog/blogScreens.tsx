import { blogRoutes } from '../../../shared/contract/blog/blog.access.js';
import { blogResource } from '../../../shared/contract/blog/blog.schema.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { blogHooks } from './blogApi.js';

export const blogUi = defineResourceUi({
  resource: blogResource,
  hooks: blogHooks,
  title: 'Blog',
  paths: screenPaths(blogRoutes),
  nameOf: (post) => post.title,
  searchPlaceholder: 'Search blog post',
  emptyBody: "Posts of the marketplace's blog, published with the status switch.",
  removeBody: "It leaves the marketplace's blog. The record is kept, marked as removed.",
  listCreatedAt: true,
});

export const List = () => <ResourceList ui={blogUi} />;
export const Create = () => <ResourceCreate ui={blogUi} />;
export const Show = () => <ResourceShow ui={blogUi} />;
export const Edit = () => <ResourceEdit ui={blogUi} />;
