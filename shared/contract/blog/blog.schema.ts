import { flag, image, richText, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

/**
 * Blog posts of the marketplace: title, slug, formatted text, cover image and the status switch.
 * The spec names only the status call (`/api/blog/product-status`); BrokerDesk puts the others
 * under `/api/admin/blog`. A slug is the post's address on the marketplace, so it is unique.
 */
export const blogResource = defineResource({
  name: 'blog',
  module: 'blog',
  singular: 'blog post',
  plural: 'blog posts',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    title: text({ label: 'Title', max: 160, required: true, list: true, search: true }),
    slug: text({
      label: 'Slug', max: 120, required: true, list: true, search: true, unique: 'A blog post with this slug already exists',
      pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Slug may use lower-case letters and digits joined by -' }, hint: 'The address on the marketplace, e.g. motor-insurance-tips',
    }),
    isActive: flag({ label: 'Status', default: false, list: true, filter: true }),
    coverImage: image({ label: 'Cover image' }),
    content: richText({ label: 'Content', max: 100_000, required: true }),
  },
  sort: { fields: ['title', 'slug'], default: 'createdAt', direction: 'desc' },
  status: { field: 'isActive', idKey: 'blogId' },
  routes: {
    list: 'GET /api/admin/blog',
    create: 'POST /api/admin/blog',
    get: 'GET /api/admin/blog/{id}',
    update: 'PUT /api/admin/blog/{id}',
    remove: 'DELETE /api/admin/blog/{id}',
    setStatus: 'POST /api/blog/product-status',
    images: 'POST /api/admin/blog/{id}/images',
  },
});
