import { productsRoutes } from '../../../shared/contract/products/products.access.js';
import { productsResource } from '../../../shared/contract/products/products.schema.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { productsHooks } from './productsApi.js';

export const productsUi = defineResourceUi({
  resource: productsResource,
  hooks: productsHooks,
  title: 'Products',
  paths: screenPaths(productsRoutes),
  nameOf: (product) => product.productName,
  searchPlaceholder: 'Search product',
  emptyBody: "Add-ons staff add to a customer's quote, with their price and icon.",
  removeBody: "It leaves the lists and cannot be added to quotes. Purchases already made keep it.",
  listCreatedAt: true,
});

export const List = () => <ResourceList ui={productsUi} />;
export const Create = () => <ResourceCreate ui={productsUi} />;
export const Show = () => <ResourceShow ui={productsUi} />;
export const Edit = () => <ResourceEdit ui={productsUi} />;
