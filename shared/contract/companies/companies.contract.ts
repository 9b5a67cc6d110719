import { IdParamsSchema, SuccessSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  CompaniesByLineQuerySchema, CompaniesByLineResultSchema, CompanyInputSchema, CompanyUpdateSchema, CompanyListQuerySchema, CompanyListResultSchema,
  CompanyImageResultSchema, CompanyResultSchema, CompanyStatusSchema, ConditionInputSchema, ConditionListQuerySchema, ConditionListResultSchema,
  ConditionResultSchema, ConditionUpdateSchema, ExcessInputSchema, ExcessListQuerySchema, ExcessListResultSchema, ExcessParamsSchema,
  ExcessResultSchema, ExcessUpdateSchema, MasterListResultSchema, MatrixInputSchema, MatrixListQuerySchema, MatrixListResultSchema, MatrixReplaceResultSchema,
  MatrixReplaceSchema, MatrixResultSchema, MatrixUpdateSchema, MotorPlanInputSchema, MotorPlanListResultSchema, MotorPlanResultSchema,
  MotorPlanUpdateSchema, PlanBenefitsResultSchema, PlanBenefitsUpdateSchema, PlanCoveragesResultSchema, PlanCoveragesUpdateSchema,
  PricingPreviewResultSchema, PricingPreviewSchema,
} from './companies.schema.js';
import { MotorPricingSettingsResultSchema, MotorPricingSettingsSchema } from './companies.settings.js';

const company = '/api/admin/insuranceCompany';
const matrix = '/api/admin/matrix';
const plans = '/api/admin/motorplans';
const conditions = '/api/admin/companyconditions';
const benefitCoverage = '/api/admin/benefitcoverage';
const pricingSettings = '/api/admin/companies/motor-pricing-settings';
const pageSize = PAGE_SIZES.default;

/**
 * Insurance companies and their motor master data (spec 001 §7 "Insurance company and motor-plan
 * master data"; paths from FIELDS.md where it names them). Decisions where both are silent:
 * - Create and update take JSON; the logo and banner are uploaded afterwards, one image per
 *   multipart request in the field `file` (PNG, JPEG or WebP checked by its first bytes, at most
 *   2 MB). They are kept under the stored files folder by company id; a replaced image's file and a
 *   deleted company's files are removed.
 * - The "Portals" short form (FIELDS.md) is the same create call with `showPortal: true`: name and
 *   portal only. Its required logo is the upload that follows, so the form asks for it.
 * - Logos are read by signed-in sessions only, as JSON carrying a `data:` URL: the token stays in
 *   the host, so the page cannot point an `<img>` at an authenticated path, and the renderer's
 *   CSP (`img-src 'self' data: blob:`) would refuse the server's origin in the desktop app anyway.
 *   `logoUrl`/`bannerUrl` carry that read's path with a version, so a new upload changes them.
 * - Motor plans have paths of their own (`/api/admin/motorplans`); a company's plans are listed under it.
 * - Matrix rows belong to a plan (`planId`); `PUT /api/admin/matrix/plan/{id}` replaces a plan's
 *   whole matrix in one transaction, since reshaping bands one row at a time would pass through gaps.
 * - Benefit and coverage values are per plan (spec: "use planId"), so `{id}` of their reads is the plan's.
 * - Deleting a company or plan that quotes or policies name is refused (409): deactivate it instead.
 * - The master benefit and coverage lists are fixed in code for now.
 * - The motor pricing settings (DOMAIN §4 figures: regulated bands, NCD, deductibles, VAT,
 *   valuation) have no call in the spec; they are read and saved whole at
 *   `/api/admin/companies/motor-pricing-settings`, the save recording who and when.
 */
export const companiesContract = {
  list: endpoint({
    method: 'GET', path: `${company}/get-company`, summary: 'Insurance companies, searched by name, e-mail or headquarters',
    permission: 'company.read', query: CompanyListQuerySchema, response: CompanyListResultSchema, pageSize,
  }),
  byLine: endpoint({
    method: 'GET', path: `${company}/getallcarinsurancecompanies`, summary: 'The companies of one line (portal cards)',
    permission: 'company.read', query: CompaniesByLineQuerySchema, response: CompaniesByLineResultSchema,
  }),
  get: endpoint({
    method: 'GET', path: `${company}/{id}`, summary: 'One insurance company', permission: 'company.read',
    params: IdParamsSchema, response: CompanyResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${company}/add-company`, summary: 'Add an insurance company', permission: 'company.create',
    body: CompanyInputSchema, response: CompanyResultSchema,
  }),
  update: endpoint({
    method: 'POST', path: `${company}/{id}`, summary: 'Edit an insurance company', permission: 'company.update',
    params: IdParamsSchema, body: CompanyUpdateSchema, response: CompanyResultSchema, edit: 'partial',
  }),
  setStatus: endpoint({
    method: 'POST', path: `${company}/{id}/company-status`, summary: 'Activate or deactivate an insurance company', permission: 'company.update',
    params: IdParamsSchema, body: CompanyStatusSchema, response: CompanyResultSchema,
  }),
  uploadLogo: endpoint({
    method: 'POST', path: `${company}/{id}/logo`, summary: "Upload a company's logo (PNG, JPEG or WebP, at most 2 MB)", permission: 'company.update',
    params: IdParamsSchema, multipart: true, response: CompanyResultSchema,
  }),
  uploadBanner: endpoint({
    method: 'POST', path: `${company}/{id}/banner`, summary: "Upload a company's banner image (PNG, JPEG or WebP, at most 2 MB)", permission: 'company.update',
    params: IdParamsSchema, multipart: true, response: CompanyResultSchema,
  }),
  logo: endpoint({
    method: 'GET', path: `${company}/{id}/logo`, summary: "A company's logo as a data URL", permission: 'company.read',
    params: IdParamsSchema, response: CompanyImageResultSchema,
  }),
  banner: endpoint({
    method: 'GET', path: `${company}/{id}/banner`, summary: "A company's banner image as a data URL", permission: 'company.read',
    params: IdParamsSchema, response: CompanyImageResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${company}/{id}`, summary: 'Delete an insurance company no quote or policy names', permission: 'company.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),

  plans: endpoint({
    method: 'GET', path: `${company}/{id}/motorplans`, summary: "A company's motor plans", permission: 'company.read',
    params: IdParamsSchema, response: MotorPlanListResultSchema,
  }),
  planGet: endpoint({
    method: 'GET', path: `${plans}/{id}`, summary: 'One motor plan', permission: 'company.read',
    params: IdParamsSchema, response: MotorPlanResultSchema,
  }),
  planCreate: endpoint({
    method: 'POST', path: plans, summary: 'Add a motor plan', permission: 'company.create',
    body: MotorPlanInputSchema, response: MotorPlanResultSchema,
  }),
  planUpdate: endpoint({
    method: 'PUT', path: `${plans}/{id}`, summary: 'Edit a motor plan', permission: 'company.update',
    params: IdParamsSchema, body: MotorPlanUpdateSchema, response: MotorPlanResultSchema, edit: 'partial',
  }),
  planRemove: endpoint({
    method: 'DELETE', path: `${plans}/{id}`, summary: 'Delete a motor plan no quote or policy names', permission: 'company.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),

  matrixList: endpoint({
    method: 'GET', path: matrix, summary: 'Matrix rows of a company or plan', permission: 'company.read',
    query: MatrixListQuerySchema, response: MatrixListResultSchema, pageSize,
  }),
  matrixBenefits: endpoint({
    method: 'GET', path: `${matrix}/get-benefits`, summary: 'Benefits a matrix row can include', permission: 'company.read',
    response: MasterListResultSchema,
  }),
  matrixGet: endpoint({
    method: 'GET', path: `${matrix}/{id}`, summary: 'One matrix row', permission: 'company.read',
    params: IdParamsSchema, response: MatrixResultSchema,
  }),
  matrixCreate: endpoint({
    method: 'POST', path: matrix, summary: 'Add a matrix row', permission: 'company.create',
    body: MatrixInputSchema, response: MatrixResultSchema,
  }),
  matrixUpdate: endpoint({
    method: 'PUT', path: `${matrix}/{id}`, summary: 'Edit a matrix row', permission: 'company.update',
    params: IdParamsSchema, body: MatrixUpdateSchema, response: MatrixResultSchema, edit: 'partial',
  }),
  matrixRemove: endpoint({
    method: 'DELETE', path: `${matrix}/{id}`, summary: 'Delete a matrix row', permission: 'company.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),
  matrixReplace: endpoint({
    method: 'PUT', path: `${matrix}/plan/{id}`, summary: "Replace a plan's whole matrix", permission: 'company.update',
    params: IdParamsSchema, body: MatrixReplaceSchema, response: MatrixReplaceResultSchema, edit: 'whole',
  }),
  pricingPreview: endpoint({
    method: 'POST', path: `${matrix}/pricing-preview`, summary: 'Price a risk against active plans (preview)', permission: 'company.read',
    body: PricingPreviewSchema, response: PricingPreviewResultSchema,
  }),

  excessList: endpoint({
    method: 'GET', path: `${company}/{id}/excess`, summary: "A company's excess rules", permission: 'company.read',
    params: IdParamsSchema, query: ExcessListQuerySchema, response: ExcessListResultSchema, pageSize,
  }),
  excessGet: endpoint({
    method: 'GET', path: `${company}/{id}/excess/{excessId}`, summary: 'One excess rule', permission: 'company.read',
    params: ExcessParamsSchema, response: ExcessResultSchema,
  }),
  excessCreate: endpoint({
    method: 'POST', path: `${company}/{id}/excess`, summary: 'Add an excess rule', permission: 'company.create',
    params: IdParamsSchema, body: ExcessInputSchema, response: ExcessResultSchema,
  }),
  excessUpdate: endpoint({
    method: 'PUT', path: `${company}/{id}/excess/{excessId}`, summary: 'Edit an excess rule', permission: 'company.update',
    params: ExcessParamsSchema, body: ExcessUpdateSchema, response: ExcessResultSchema, edit: 'partial',
  }),
  excessRemove: endpoint({
    method: 'DELETE', path: `${company}/{id}/excess/{excessId}`, summary: 'Delete an excess rule', permission: 'company.delete',
    params: ExcessParamsSchema, response: SuccessSchema,
  }),

  conditionList: endpoint({
    method: 'GET', path: `${conditions}/{id}`, summary: "A company's underwriting conditions", permission: 'company.read',
    params: IdParamsSchema, query: ConditionListQuerySchema, response: ConditionListResultSchema, pageSize,
  }),
  conditionGet: endpoint({
    method: 'GET', path: `${conditions}/{id}/getcompanycondition`, summary: 'One underwriting condition', permission: 'company.read',
    params: IdParamsSchema, response: ConditionResultSchema,
  }),
  conditionCreate: endpoint({
    method: 'POST', path: `${conditions}/createcompanycondition`, summary: 'Add an underwriting condition', permission: 'company.create',
    body: ConditionInputSchema, response: ConditionResultSchema,
  }),
  conditionUpdate: endpoint({
    method: 'PUT', path: `${conditions}/{id}/updatecompanycondition`, summary: 'Edit an underwriting condition', permission: 'company.update',
    params: IdParamsSchema, body: ConditionUpdateSchema, response: ConditionResultSchema, edit: 'partial',
  }),
  conditionRemove: endpoint({
    method: 'DELETE', path: `${conditions}/{id}/deletecompanycondition`, summary: 'Delete an underwriting condition', permission: 'company.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),

  masterCoverages: endpoint({
    method: 'GET', path: '/api/admin/coverage/getallmastercoverages', summary: 'Coverages a plan can state', permission: 'company.read',
    response: MasterListResultSchema,
  }),
  masterBenefits: endpoint({
    method: 'GET', path: '/api/admin/benifits/getallmasterbenefits', summary: 'Benefits a plan can include or sell', permission: 'company.read',
    response: MasterListResultSchema,
  }),
  planBenefits: endpoint({
    method: 'GET', path: `${benefitCoverage}/{id}/benefits`, summary: "A plan's benefits and add-ons", permission: 'company.read',
    params: IdParamsSchema, response: PlanBenefitsResultSchema,
  }),
  planCoverages: endpoint({
    method: 'GET', path: `${benefitCoverage}/{id}/coverages`, summary: "A plan's coverages", permission: 'company.read',
    params: IdParamsSchema, response: PlanCoveragesResultSchema,
  }),
  updatePlanBenefits: endpoint({
    method: 'PUT', path: `${benefitCoverage}/updatebenefit`, summary: "Save a plan's benefits and add-ons", permission: 'company.update',
    body: PlanBenefitsUpdateSchema, response: PlanBenefitsResultSchema, edit: 'whole',
  }),
  updatePlanCoverages: endpoint({
    method: 'PUT', path: `${benefitCoverage}/updatecoverage`, summary: "Save a plan's coverages", permission: 'company.update',
    body: PlanCoveragesUpdateSchema, response: PlanCoveragesResultSchema, edit: 'whole',
  }),

  pricingSettings: endpoint({
    method: 'GET', path: pricingSettings, summary: 'Read the motor pricing settings', permission: 'company.read',
    response: MotorPricingSettingsResultSchema,
  }),
  updatePricingSettings: endpoint({
    method: 'PUT', path: pricingSettings, summary: 'Save the motor pricing settings', permission: 'company.update',
    body: MotorPricingSettingsSchema, response: MotorPricingSettingsResultSchema, edit: 'whole',
  }),
};
