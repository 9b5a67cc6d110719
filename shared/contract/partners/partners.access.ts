import { crudRoutes, type RouteDef } from '../routes.js';

export const partnersRoutes: RouteDef[] = [
  ...crudRoutes('/partners', ['partner'], 'Partners', 'Partner', 'partnerId'),
  ...crudRoutes('/partners/[partnerId]/discount-offers', ['partner'], 'Discount offers', 'Discount offer', 'discountId'),
];
