// The health masters' face for other features: an insurer's health settings, which its health page shows.
export { healthCompaniesHooks, type HealthCompanyRecord } from './healthMastersApi.js';
