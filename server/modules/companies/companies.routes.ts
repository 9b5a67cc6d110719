import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_IMAGE_MAX_BYTES, MOTOR_COVERAGES } from '../../../shared/contract/companies/index.js';
import { masterBenefits } from '../benifits/benefitMasters.js';
import { companiesContract } from '../../../shared/contract/companies/companies.contract.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { receiveForm } from '../../services/uploads/receiveUpload.js';
import { priceRisk } from '../../services/pricing/motorPricing.js';
import { createCompaniesRepository } from './companies.repository.js';
import { createCompanyImages, type CompanyImageKind } from './companyImages.js';

export interface CompaniesRoutesOptions {
  /** The stored files' folder, where logos and banners are kept (`<filesDir>/companies/…`). */
  filesDir: string;
}

/**
 * Insurance companies and their motor master data (issue 5), with the pricing preview of the
 * plan page. Rule breaks answer 422 naming the field (and row), references still in use 409.
 */
export function companiesRoutes(app: FastifyInstance, options: CompaniesRoutesOptions, done: () => void): void {
  const companies = createCompaniesRepository(app.db);
  const images = createCompanyImages(options.filesDir);

  /**
   * One image in the multipart field `file`. The file replaced is removed once the new one is
   * recorded, never before; a new file that could not be recorded is removed instead.
   */
  async function upload(id: string, kind: CompanyImageKind, request: FastifyRequest) {
    // An unknown company is answered (404) before its upload is read.
    await companies.companyImageUrl(id, kind);
    const { files: [image] } = await receiveForm(request, {
      fileFields: ['file'], attach: kind === 'logo' ? 'Attach the logo as "file"' : 'Attach the banner image as "file"',
      notMultipart: `Send the image as multipart form data. ${images.acceptedText(kind)}`, maxBytes: COMPANY_IMAGE_MAX_BYTES,
      receive: (part) => images.receive(kind, part),
    });
    const url = await images.store(id, kind, image!);
    const { company, previous } = await companies.setCompanyImageUrl(id, kind, url).catch(async (error: unknown) => {
      await images.discard(id, kind, url);
      throw error;
    });
    await images.discard(id, kind, previous);
    return { success: true as const, data: company, message: kind === 'logo' ? 'Logo uploaded' : 'Banner image uploaded' };
  }
  const read = async (id: string, kind: CompanyImageKind) =>
    ({ success: true as const, data: await images.read(id, kind, await companies.companyImageUrl(id, kind)) });

  const page = <T>(query: { page: number; size: number }, result: { items: T[]; totalItems: number }) =>
    ({ success: true as const, data: result.items, pagination: pagination(query.page, query.size, result.totalItems) });

  const handlers: AreaHandlers<typeof companiesContract> = {
    list: async ({ query }) => page(query, await companies.listCompanies(query)),
    byLine: async ({ query }) => ({ success: true, data: await companies.companiesByLine(query.insurance, query.search) }),
    get: async ({ params }) => ({ success: true, data: await companies.getCompany(params.id) }),
    create: async ({ body }) => ({ success: true, data: await companies.createCompany(body), message: 'Successfully created' }),
    update: async ({ params, body }) => ({ success: true, data: await companies.updateCompany(params.id, body), message: 'SuccessFully Updated' }),
    setStatus: async ({ params, body }) => ({ success: true, data: await companies.setCompanyStatus(params.id, body.isActive), message: 'Status updated successfully' }),
    uploadLogo: async ({ params, request }) => upload(params.id, 'logo', request),
    uploadBanner: async ({ params, request }) => upload(params.id, 'banner', request),
    logo: async ({ params }) => read(params.id, 'logo'),
    banner: async ({ params }) => read(params.id, 'banner'),
    remove: async ({ params }) => {
      await companies.removeCompany(params.id);
      await images.discardAll(params.id);
      return { success: true, message: 'Company deleted' };
    },

    plans: async ({ params }) => ({ success: true, data: await companies.listPlans(params.id) }),
    planGet: async ({ params }) => ({ success: true, data: await companies.getPlan(params.id) }),
    planCreate: async ({ body }) => ({ success: true, data: await companies.createPlan(body), message: 'Successfully created' }),
    planUpdate: async ({ params, body }) => ({ success: true, data: await companies.updatePlan(params.id, body), message: 'SuccessFully Updated' }),
    planRemove: async ({ params }) => {
      await companies.removePlan(params.id);
      return { success: true, message: 'Plan deleted' };
    },

    matrixList: async ({ query }) => page(query, await companies.listMatrix(query)),
    matrixBenefits: async () => ({ success: true, data: await masterBenefits(app.db) }),
    matrixGet: async ({ params }) => ({ success: true, data: await companies.getMatrixRow(params.id) }),
    matrixCreate: async ({ body }) => ({ success: true, data: await companies.createMatrixRow(body), message: 'Successfully created' }),
    matrixUpdate: async ({ params, body }) => ({ success: true, data: await companies.updateMatrixRow(params.id, body), message: 'SuccessFully Updated' }),
    matrixRemove: async ({ params }) => {
      await companies.removeMatrixRow(params.id);
      return { success: true, message: 'Matrix row deleted' };
    },
    matrixReplace: async ({ params, body }) => ({ success: true, data: await companies.replaceMatrix(params.id, body), message: 'Matrix saved' }),
    pricingPreview: async ({ body }) => {
      const [catalogue, settings] = await Promise.all([
        companies.pricingCatalogue({ companyId: body.companyId, planId: body.planId }), companies.getMotorPricingSettings(),
      ]);
      return { success: true, data: priceRisk(body.risk, catalogue, settings) };
    },

    excessList: async ({ params, query }) => page(query, await companies.listExcess(params.id, query)),
    excessGet: async ({ params }) => ({ success: true, data: await companies.getExcess(params.id, params.excessId) }),
    excessCreate: async ({ params, body }) => ({ success: true, data: await companies.createExcess(params.id, body), message: 'Successfully created' }),
    excessUpdate: async ({ params, body }) => ({ success: true, data: await companies.updateExcess(params.id, params.excessId, body), message: 'SuccessFully Updated' }),
    excessRemove: async ({ params }) => {
      await companies.removeExcess(params.id, params.excessId);
      return { success: true, message: 'Excess rule deleted' };
    },

    conditionList: async ({ params, query }) => page(query, await companies.listConditions(params.id, query)),
    conditionGet: async ({ params }) => ({ success: true, data: await companies.getCondition(params.id) }),
    conditionCreate: async ({ body }) => ({ success: true, data: await companies.createCondition(body), message: 'Successfully created' }),
    conditionUpdate: async ({ params, body }) => ({ success: true, data: await companies.updateCondition(params.id, body), message: 'SuccessFully Updated' }),
    conditionRemove: async ({ params }) => {
      await companies.removeCondition(params.id);
      return { success: true, message: 'Condition deleted' };
    },

    masterCoverages: () => ({ success: true, data: [...MOTOR_COVERAGES] }),
    masterBenefits: async () => ({ success: true, data: await masterBenefits(app.db) }),
    planBenefits: async ({ params }) => ({ success: true, data: await companies.planBenefits(params.id) }),
    planCoverages: async ({ params }) => ({ success: true, data: await companies.planCoverages(params.id) }),
    updatePlanBenefits: async ({ body }) => ({ success: true, data: await companies.updatePlanBenefits(body), message: 'SuccessFully Updated' }),
    updatePlanCoverages: async ({ body }) => ({ success: true, data: await companies.updatePlanCoverages(body), message: 'SuccessFully Updated' }),

    pricingSettings: async () => ({ success: true, data: await companies.pricingSettingsRecord() }),
    updatePricingSettings: async ({ body, auth }) =>
      ({ success: true, data: await companies.updateMotorPricingSettings(body, auth.accountId), message: 'Pricing settings saved' }),
  };
  registerArea(app, companiesContract, handlers);
  done();
}
