// The companies feature's face for other features: the only file of it they import (index.ts is its area definition).
export { CompanyImageInputs, useCompanyImagePicks } from './CompanyImages.js';
export { companyLabels, companyToInput, emptyCompany } from './CompanyInputs.js';
export { CompanyLogo } from './CompanyLogo.js';
export {
  type CompanyRecord, type PricingSettingsRecord, useCreateCompanyMutation, useGetCompaniesByLineQuery, useGetCompanyQuery,
  useGetPricingSettingsQuery, useRemoveCompanyMutation, useUpdateCompanyMutation, useUpdatePricingSettingsMutation,
  useUploadVehicleCsvMutation, type VehicleCsvAnswer,
} from './companiesApi.js';
export { yesNo } from './labels.js';
export { fieldErrorsOf, type FieldErrors } from './motor/fieldErrors.js';
