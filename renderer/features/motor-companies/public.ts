// The motor-companies feature's face for other features: the only file of it they import (index.ts is its area definition).
export {
  type CarTrimRecord, type CarValueAnswer, useCalculateCarValueMutation, useGetCatalogueMakesQuery, useGetCatalogueModelsQuery,
  useGetCatalogueTrimsQuery, useGetCatalogueYearsQuery,
} from './carsApi.js';
