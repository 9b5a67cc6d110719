import { BoxRegular } from '@fluentui/react-icons';
import { productsRoutes } from '../../../shared/contract/products/products.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'products',
  title: 'Products',
  description: "Add-ons staff add to a customer's quote, with their price and icon.",
  module: 'product',
  tags: ['Product'],
  icon: BoxRegular,
  routes: productsRoutes,
  screens: () => import('./productsScreens.js'),
});
