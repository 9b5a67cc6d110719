import type { healthPlanPreviewContract } from '../../../shared/contract/health-conditions/health-conditions.contract.js';
import { healthCompanyConditionsResource, type HealthPreviewBody } from '../../../shared/contract/health-conditions/index.js';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** An insurer's health loadings, from the kit. */
export const conditionsHooks = resourceApi('healthCompanyConditions', healthCompanyConditionsResource, 'HealthCondition');

type Preview = (typeof healthPlanPreviewContract)['preview'];
export type HealthPlanPriceAnswer = EndpointOutput<Preview>['data'];

/** The plan preview prices a household; it changes nothing, so it outdates no cache. */
const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewHealthPlan: build.mutation<HealthPlanPriceAnswer, { planId: string; body: HealthPreviewBody }>({
      query: ({ planId, body }) => hostCall('healthPlanPreview.preview', { params: { planId }, body }),
      transformResponse: (response: EndpointOutput<Preview>) => response.data,
    }),
  }),
});
export const { usePreviewHealthPlanMutation } = previewApi;
