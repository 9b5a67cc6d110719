import { healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource } from './health-matrix.schema.js';

/**
 * The company's health tree (issue 16), one contract per level: the kit's calls at the spec's
 * paths (`health-matrix.schema.ts`). The screens are the companies area's rows
 * (`companies.access.ts`, `/companies/[companyId]/health-insurance/tpa…`).
 */
export const healthTpasContract = healthTpasResource.contract;
export const healthNetworksContract = healthNetworksResource.contract;
export const healthCitiesContract = healthCitiesResource.contract;
export const healthPlansContract = healthPlansResource.contract;
export const healthMatrixesContract = healthMatrixesResource.contract;
