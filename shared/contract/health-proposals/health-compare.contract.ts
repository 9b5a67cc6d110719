import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  HealthCompareIdsSchema, HealthComparisonResultSchema, HealthQuoteBenefitEditResultSchema, HealthQuoteBenefitEditSchema,
} from './health-compare.schema.js';

/**
 * Comparing a health proposal's plans (FIELDS.md "Proposal detail" → Compare; issue 17). `{id}` is
 * the proposal's. Sharing the comparison by SMS or e-mail is the sharing area's
 * (`sharing.shareHealthCompareSms` / `shareHealthCompareEmail`). Decisions where the spec is silent:
 * - Two to four quotes (400 otherwise); an id that is not a quote of the proposal is 404, naming it.
 * - Every benefit of the master is a row; a quote's cell is this comparison's edit, else the plan's
 *   value written out ("AED 150,000.00 per policy year; co-pay 20 %"), "Not covered" when off.
 * - The benefit edit is `{quoteId, benefitId, value}`, kept per quote (never on the plan), `null` or
 *   blank to go back to the plan's value; each edit is a line of the proposal's history.
 * - The PDF and the Excel show the same rows and figures as the screen.
 */
const quote = '/api/healthquote';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const healthCompareContract = {
  compare: endpoint({
    method: 'POST', path: `${quote}/{id}/comparehealthquotes`, summary: "A health proposal's quotes side by side with every benefit",
    permission: 'healthQuote.read', params: IdParamsSchema, body: HealthCompareIdsSchema, response: HealthComparisonResultSchema,
  }),
  comparePdf: endpoint({
    method: 'POST', path: `${quote}/{id}/generateplancomparepdf`, summary: 'The comparison of health plans as a PDF',
    permission: 'healthQuote.read', params: IdParamsSchema, body: HealthCompareIdsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
  compareExcel: endpoint({
    method: 'POST', path: `${quote}/{id}/generateplancompareexcel`, summary: 'The comparison of health plans as an Excel workbook',
    permission: 'healthQuote.read', params: IdParamsSchema, body: HealthCompareIdsSchema, response: z.string(), download: { mimeType: XLSX },
  }),
  editBenefit: endpoint({
    method: 'POST', path: '/api/admin/health/healthcompanybenefits/updatehealthquotecompanybenefits', summary: "Set a benefit's value for one quote's comparison",
    permission: 'healthQuote.update', body: HealthQuoteBenefitEditSchema, response: HealthQuoteBenefitEditResultSchema, edit: 'whole',
  }),
};
