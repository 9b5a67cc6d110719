// The garages feature's face for other features: the only file of it they import (index.ts is its area definition).
export { GarageNetworkSection } from './GarageNetworkSection.js';
export { garagesHooks, useGetCompanyGaragesQuery } from './garagesApi.js';
