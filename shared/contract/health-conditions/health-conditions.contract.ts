import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { healthCompanyConditionsResource, HealthConditionMasterSchema } from './health-conditions.schema.js';
import { HealthPlanPriceResultSchema, HealthPreviewBodySchema } from './health-preview.schema.js';

/**
 * An insurer's health conditions (issue 16, part 4): the factors' master (read-only, seeded) and
 * the insurer's loadings on the kit (`health-conditions.schema.ts`), at the spec's paths.
 */
export const healthCompanyConditionsContract = {
  ...healthCompanyConditionsResource.contract,
  masters: endpoint({
    method: 'GET', path: '/api/admin/health/healthcondition/getallconditions', summary: 'The factors a health loading is for (smoker, hypertension, diabetes) with the question each asks',
    permission: 'company.read', response: z.object({ success: z.literal(true), data: z.array(HealthConditionMasterSchema) }),
  }),
};

/**
 * The plan preview, BrokerDesk's own call (the spec has none): a sample household priced by one
 * plan of the tree with its insurer's loadings, as quoting will price it, so staff can check a
 * matrix and its loadings before a customer sees them. It changes nothing: `company.read`.
 * A POST because the household is a body; an unknown plan is 404.
 */
export const healthPlanPreviewContract = {
  preview: endpoint({
    method: 'POST', path: '/api/admin/health/healthmatrix/{planId}/previewhealthplan', summary: "Price a sample household on one health plan with its insurer's loadings",
    permission: 'company.read', params: z.object({ planId: IdSchema }), body: HealthPreviewBodySchema, response: HealthPlanPriceResultSchema,
  }),
};
