import { flag, image, money, richText, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

/**
 * Add-on products (spec 002 §2, §7; FIELDS.md "Products (add-ons)"): name, formatted description,
 * icon, price in AED and the status switch. The spec creates and edits with one multipart form;
 * BrokerDesk sends the fields as JSON and the icon by its own upload (`images`), as for company
 * logos, so a refused image never loses the typed fields. Removal is soft: add-on purchases keep
 * pointing at the product.
 */
export const productsResource = defineResource({
  name: 'products',
  module: 'product',
  singular: 'product',
  plural: 'products',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    productName: text({ label: 'Product name', max: 120, required: true, list: true, search: true, unique: 'A product with this name already exists' }),
    priceFils: money({ label: 'Price', maxAed: 100_000, list: true }),
    isActive: flag({ label: 'Status', default: true, list: true, filter: true }),
    icon: image({ label: 'Icon', required: true }),
    description: richText({ label: 'Description', max: 20_000, required: true }),
  },
  sort: { fields: ['productName', 'priceFils'], default: 'createdAt', direction: 'desc' },
  status: { field: 'isActive', idKey: 'productId' },
  routes: {
    list: 'GET /api/admin/products/get-product',
    create: 'POST /api/admin/products/add-product',
    get: 'GET /api/admin/products/{id}',
    update: 'POST /api/admin/products/{id}',
    remove: 'DELETE /api/admin/products/{id}',
    setStatus: 'POST /api/admin/products/product-status',
    images: 'POST /api/admin/products/{id}/images',
  },
});
