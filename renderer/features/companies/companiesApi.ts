import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { carsContract } from '../../../shared/contract/cars/cars.contract.js';
import type { companiesContract } from '../../../shared/contract/companies/companies.contract.js';
import type {
  CompanyInput, CompanyUpdate, ConditionInput, ExcessInput, InsuranceLine, MatrixInput, MotorPlanInput, PricingRisk,
} from '../../../shared/contract/companies/companies.schema.js';
import type { MotorPricingSettings } from '../../../shared/contract/companies/companies.settings.js';
import type { z } from 'zod';
import type { PlanBenefitsUpdateSchema, PlanCoveragesUpdateSchema } from '../../../shared/contract/companies/companies.schema.js';
import type { VehicleCsvUploadSchema } from '../../../shared/contract/cars/cars.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof companiesContract;
type Cars = typeof carsContract;
export type CompanyListResult = EndpointOutput<C['list']>;
export type CompanyRecord = EndpointOutput<C['get']>['data'];
export type CompanyImage = EndpointOutput<C['logo']>['data'];
/** Which company image: `url` is the record's `logoUrl`/`bannerUrl`, so a new upload is a new cache entry. */
export interface CompanyImageArgs {
  id: string;
  kind: 'logo' | 'banner';
  url: string;
}
export type PlanRecord = EndpointOutput<C['planGet']>['data'];
export type MatrixListResult = EndpointOutput<C['matrixList']>;
export type MatrixRecord = EndpointOutput<C['matrixGet']>['data'];
export type ExcessListResult = EndpointOutput<C['excessList']>;
export type ExcessRecord = EndpointOutput<C['excessGet']>['data'];
export type ConditionListResult = EndpointOutput<C['conditionList']>;
export type ConditionRecord = EndpointOutput<C['conditionGet']>['data'];
export type MasterRecord = EndpointOutput<C['masterBenefits']>['data'][number];
export type PlanBenefitRecord = EndpointOutput<C['planBenefits']>['data'][number];
export type PlanCoverageRecord = EndpointOutput<C['planCoverages']>['data'][number];
export type PricingAnswer = EndpointOutput<C['pricingPreview']>['data'];
export type CarMakeListResult = EndpointOutput<Cars['makes']>;
export type VehicleCsvAnswer = EndpointOutput<Cars['uploadCsv']>['data'];
export type PricingSettingsRecord = EndpointOutput<C['pricingSettings']>['data'];

export interface PageArgs {
  page: number;
  size: number;
  search?: string;
}
export interface CompanyListArgs extends PageArgs {
  line?: InsuranceLine;
}

const withSearch = ({ page, size, search }: PageArgs) => (search ? { page, size, search } : { page, size });

/**
 * Insurance companies and their motor master data (spec 001 §7): companies, plans, matrix,
 * excess, conditions, benefits and coverages, the pricing preview, car makes and the vehicle CSV.
 * Plan, matrix and excess changes invalidate the company (its counts) as well.
 */
export const apiWithCompanies = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanies: build.query<CompanyListResult, CompanyListArgs>({
      query: ({ line, ...page }) => hostCall('companies.list', { query: line ? { ...withSearch(page), line } : withSearch(page) }),
      providesTags: (result) => [
        { type: 'Company', id: 'LIST' },
        ...(result?.data ?? []).map((company) => ({ type: 'Company' as const, id: company._id })),
      ],
    }),
    getCompaniesByLine: build.query<CompanyRecord[], { insurance: InsuranceLine; search?: string }>({
      query: ({ insurance, search }) => hostCall('companies.byLine', { query: search ? { insurance, search } : { insurance } }),
      transformResponse: (response: EndpointOutput<C['byLine']>) => response.data,
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    getCompany: build.query<CompanyRecord, string>({
      query: (id) => hostCall('companies.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    getCompanyImage: build.query<CompanyImage, CompanyImageArgs>({
      query: ({ id, kind }) => hostCall(kind === 'logo' ? 'companies.logo' : 'companies.banner', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['logo']>) => response.data,
      keepUnusedDataFor: 600,
    }),
    createCompany: build.mutation<CompanyRecord, CompanyInput>({
      query: (body) => hostCall('companies.create', { body }),
      transformResponse: (response: EndpointOutput<C['create']>) => response.data,
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    updateCompany: build.mutation<CompanyRecord, { id: string; body: CompanyUpdate }>({
      query: ({ id, body }) => hostCall('companies.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }, { type: 'Company', id: 'LIST' }],
    }),
    setCompanyStatus: build.mutation<CompanyRecord, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => hostCall('companies.setStatus', { params: { id }, body: { isActive } }),
      transformResponse: (response: EndpointOutput<C['setStatus']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }, { type: 'Company', id: 'LIST' }],
    }),
    removeCompany: build.mutation<EndpointOutput<C['remove']>, string>({
      query: (id) => hostCall('companies.remove', { params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Company', id }, { type: 'Company', id: 'LIST' }]),
    }),

    getPricingSettings: build.query<PricingSettingsRecord, void>({
      query: () => hostCall('companies.pricingSettings', {}),
      transformResponse: (response: EndpointOutput<C['pricingSettings']>) => response.data,
      providesTags: ['PricingSettings'],
    }),
    updatePricingSettings: build.mutation<PricingSettingsRecord, MotorPricingSettings>({
      query: (body) => hostCall('companies.updatePricingSettings', { body }),
      transformResponse: (response: EndpointOutput<C['updatePricingSettings']>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['PricingSettings']),
    }),

    getPlans: build.query<PlanRecord[], string>({
      query: (companyId) => hostCall('companies.plans', { params: { id: companyId } }),
      transformResponse: (response: EndpointOutput<C['plans']>) => response.data,
      providesTags: (_result, _error, companyId) => [{ type: 'MotorPlan', id: companyId }],
    }),
    createPlan: build.mutation<PlanRecord, MotorPlanInput>({
      query: (body) => hostCall('companies.planCreate', { body }),
      transformResponse: (response: EndpointOutput<C['planCreate']>) => response.data,
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'MotorPlan', id: companyId }, { type: 'Company', id: companyId }],
    }),
    updatePlan: build.mutation<PlanRecord, { id: string; companyId: string; body: Omit<MotorPlanInput, 'companyId'> }>({
      query: ({ id, body }) => hostCall('companies.planUpdate', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['planUpdate']>) => response.data,
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'MotorPlan', id: companyId }],
    }),
    removePlan: build.mutation<EndpointOutput<C['planRemove']>, { id: string; companyId: string }>({
      query: ({ id }) => hostCall('companies.planRemove', { params: { id } }),
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: 'MotorPlan', id: companyId }, { type: 'Company', id: companyId }, 'Matrix', 'Excess'],
    }),

    getMatrixRows: build.query<MatrixListResult, PageArgs & { companyId: string; planId?: string }>({
      query: ({ page, size, companyId, planId }) =>
        hostCall('companies.matrixList', { query: planId ? { page, size, companyId, planId } : { page, size, companyId } }),
      providesTags: ['Matrix'],
    }),
    // The benefits master list (`/benifits`): a benefit added or renamed there shows here at once.
    getMatrixBenefits: build.query<MasterRecord[], void>({
      query: () => hostCall('companies.matrixBenefits', {}),
      transformResponse: (response: EndpointOutput<C['matrixBenefits']>) => response.data,
      providesTags: ['Benefit'],
    }),
    getMatrixRow: build.query<MatrixRecord, string>({
      query: (id) => hostCall('companies.matrixGet', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['matrixGet']>) => response.data,
      providesTags: ['Matrix'],
    }),
    createMatrixRow: build.mutation<MatrixRecord, MatrixInput>({
      query: (body) => hostCall('companies.matrixCreate', { body }),
      transformResponse: (response: EndpointOutput<C['matrixCreate']>) => response.data,
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Matrix', { type: 'MotorPlan', id: companyId }]),
    }),
    updateMatrixRow: build.mutation<MatrixRecord, { id: string; body: MatrixInput }>({
      query: ({ id, body }) => hostCall('companies.matrixUpdate', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['matrixUpdate']>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Matrix']),
    }),
    removeMatrixRow: build.mutation<EndpointOutput<C['matrixRemove']>, { id: string; companyId: string }>({
      query: ({ id }) => hostCall('companies.matrixRemove', { params: { id } }),
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Matrix', { type: 'MotorPlan', id: companyId }]),
    }),
    pricingPreview: build.mutation<PricingAnswer, { risk: PricingRisk; companyId?: string; planId?: string }>({
      query: (body) => hostCall('companies.pricingPreview', { body }),
      transformResponse: (response: EndpointOutput<C['pricingPreview']>) => response.data,
    }),

    getExcessRules: build.query<ExcessListResult, PageArgs & { companyId: string; planId?: string }>({
      query: ({ page, size, companyId, planId }) =>
        hostCall('companies.excessList', { params: { id: companyId }, query: planId ? { page, size, planId } : { page, size } }),
      providesTags: ['Excess'],
    }),
    getExcessRule: build.query<ExcessRecord, { companyId: string; excessId: string }>({
      query: ({ companyId, excessId }) => hostCall('companies.excessGet', { params: { id: companyId, excessId } }),
      transformResponse: (response: EndpointOutput<C['excessGet']>) => response.data,
      providesTags: ['Excess'],
    }),
    createExcessRule: build.mutation<ExcessRecord, { companyId: string; body: ExcessInput }>({
      query: ({ companyId, body }) => hostCall('companies.excessCreate', { params: { id: companyId }, body }),
      transformResponse: (response: EndpointOutput<C['excessCreate']>) => response.data,
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Excess', { type: 'MotorPlan', id: companyId }]),
    }),
    updateExcessRule: build.mutation<ExcessRecord, { companyId: string; excessId: string; body: ExcessInput }>({
      query: ({ companyId, excessId, body }) => hostCall('companies.excessUpdate', { params: { id: companyId, excessId }, body }),
      transformResponse: (response: EndpointOutput<C['excessUpdate']>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Excess']),
    }),
    removeExcessRule: build.mutation<EndpointOutput<C['excessRemove']>, { companyId: string; excessId: string }>({
      query: ({ companyId, excessId }) => hostCall('companies.excessRemove', { params: { id: companyId, excessId } }),
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Excess', { type: 'MotorPlan', id: companyId }]),
    }),

    getConditions: build.query<ConditionListResult, PageArgs & { companyId: string }>({
      query: ({ page, size, companyId }) => hostCall('companies.conditionList', { params: { id: companyId }, query: { page, size } }),
      providesTags: ['Condition'],
    }),
    getCondition: build.query<ConditionRecord, string>({
      query: (id) => hostCall('companies.conditionGet', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['conditionGet']>) => response.data,
      providesTags: ['Condition'],
    }),
    createCondition: build.mutation<ConditionRecord, ConditionInput>({
      query: (body) => hostCall('companies.conditionCreate', { body }),
      transformResponse: (response: EndpointOutput<C['conditionCreate']>) => response.data,
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Condition', { type: 'Company', id: companyId }]),
    }),
    updateCondition: build.mutation<ConditionRecord, { id: string; body: Omit<ConditionInput, 'companyId'> }>({
      query: ({ id, body }) => hostCall('companies.conditionUpdate', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['conditionUpdate']>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Condition']),
    }),
    removeCondition: build.mutation<EndpointOutput<C['conditionRemove']>, { id: string; companyId: string }>({
      query: ({ id }) => hostCall('companies.conditionRemove', { params: { id } }),
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Condition', { type: 'Company', id: companyId }]),
    }),

    getMasterBenefits: build.query<MasterRecord[], void>({
      query: () => hostCall('companies.masterBenefits', {}),
      transformResponse: (response: EndpointOutput<C['masterBenefits']>) => response.data,
    }),
    getMasterCoverages: build.query<MasterRecord[], void>({
      query: () => hostCall('companies.masterCoverages', {}),
      transformResponse: (response: EndpointOutput<C['masterCoverages']>) => response.data,
    }),
    getPlanBenefits: build.query<PlanBenefitRecord[], string>({
      query: (planId) => hostCall('companies.planBenefits', { params: { id: planId } }),
      transformResponse: (response: EndpointOutput<C['planBenefits']>) => response.data,
      providesTags: (_result, _error, planId) => [{ type: 'PlanBenefits', id: planId }],
    }),
    getPlanCoverages: build.query<PlanCoverageRecord[], string>({
      query: (planId) => hostCall('companies.planCoverages', { params: { id: planId } }),
      transformResponse: (response: EndpointOutput<C['planCoverages']>) => response.data,
      providesTags: (_result, _error, planId) => [{ type: 'PlanBenefits', id: planId }],
    }),
    updatePlanBenefits: build.mutation<PlanBenefitRecord[], z.input<typeof PlanBenefitsUpdateSchema>>({
      query: (body) => hostCall('companies.updatePlanBenefits', { body }),
      transformResponse: (response: EndpointOutput<C['updatePlanBenefits']>) => response.data,
      invalidatesTags: (_result, error, { planId }) => (error ? [] : [{ type: 'PlanBenefits', id: planId }]),
    }),
    updatePlanCoverages: build.mutation<PlanCoverageRecord[], z.input<typeof PlanCoveragesUpdateSchema>>({
      query: (body) => hostCall('companies.updatePlanCoverages', { body }),
      transformResponse: (response: EndpointOutput<C['updatePlanCoverages']>) => response.data,
      invalidatesTags: (_result, error, { planId }) => (error ? [] : [{ type: 'PlanBenefits', id: planId }]),
    }),

    getCarMakes: build.query<CarMakeListResult, PageArgs>({
      query: (args) => hostCall('cars.makes', { query: withSearch(args) }),
      providesTags: ['CarMake'],
    }),
    uploadVehicleCsv: build.mutation<VehicleCsvAnswer, z.input<typeof VehicleCsvUploadSchema>>({
      query: (body) => hostCall('cars.uploadCsv', { body }),
      transformResponse: (response: EndpointOutput<Cars['uploadCsv']>) => response.data,
      invalidatesTags: ['CarMake'],
    }),
  }),
});

export const {
  useGetCompaniesQuery,
  useGetCompaniesByLineQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useSetCompanyStatusMutation,
  useRemoveCompanyMutation,
  useGetPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useRemovePlanMutation,
  useGetMatrixRowsQuery,
  useGetMatrixBenefitsQuery,
  useGetMatrixRowQuery,
  useCreateMatrixRowMutation,
  useUpdateMatrixRowMutation,
  useRemoveMatrixRowMutation,
  usePricingPreviewMutation,
  useGetExcessRulesQuery,
  useGetExcessRuleQuery,
  useCreateExcessRuleMutation,
  useUpdateExcessRuleMutation,
  useRemoveExcessRuleMutation,
  useGetConditionsQuery,
  useGetConditionQuery,
  useCreateConditionMutation,
  useUpdateConditionMutation,
  useRemoveConditionMutation,
  useGetMasterBenefitsQuery,
  useGetMasterCoveragesQuery,
  useGetPlanBenefitsQuery,
  useGetPlanCoveragesQuery,
  useUpdatePlanBenefitsMutation,
  useUpdatePlanCoveragesMutation,
  useGetCarMakesQuery,
  useUploadVehicleCsvMutation,
  useGetCompanyImageQuery,
  useGetPricingSettingsQuery,
  useUpdatePricingSettingsMutation,
} = apiWithCompanies;
