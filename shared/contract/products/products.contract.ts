import { productsResource } from './products.schema.js';

/** Products (spec 002 §7 "Products"): the kit's endpoints at the spec's paths. */
export const productsContract = productsResource.contract;
