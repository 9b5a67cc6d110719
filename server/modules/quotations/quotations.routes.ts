import type { FastifyInstance } from 'fastify';
import { PlanQuoteSchema } from '../../../shared/contract/companies/index.js';
import { quotationsContract } from '../../../shared/contract/quotations/quotations.contract.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import type { QuoteRow } from '../../db/schema.js';
import { conflict, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { calculateCarValue } from '../cars/carValue.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { payableOf, withStaffAmounts } from '../../sales/quotePricing.js';
import { createQuoting } from '../proposals/quoting.js';
import {
  addQuoteEdit, readJson, toPaymentSummary, toPolicySummary, toProposalCar,
} from '../../sales/salesRecords.js';
import { createQuotationsRepository } from './quotations.repository.js';
import { setQuoteProducts } from './quoteProducts.js';

const toFils = (aed: number) => Math.round(aed * 100);

/** Quotations (spec 000 §7 "Quote edits"; FIELDS.md "Motor quotes"): the list across customers, one quote, its staff edits and its add-on products. */
export function quotationsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const db: Db = app.db;
  const quoting = createQuoting(app);
  const companies = createCompaniesRepository(db);
  const quotations = createQuotationsRepository(db);

  const readQuote = (id: string) => quotations.read(id);
  const planOf = (row: QuoteRow) => {
    const plan = readJson(row.pricing, PlanQuoteSchema, null);
    if (!plan) throw unprocessable(`Quote ${row.ref} was not priced by the engine; its amounts cannot be edited`);
    return plan;
  };

  /** The values the insurer accepts for the car: the valuation's band for a catalogue trim, else the band around its value. */
  async function acceptedValues(row: QuoteRow) {
    const settings = await companies.getMotorPricingSettings();
    const { car, trim } = await quotations.carOf(row);
    if (trim && car) {
      const value = calculateCarValue({
        newCarValueFils: trim.new_value_fils, year: trim.year, firstRegistrationDate: car.first_registration_date, mileageKm: car.mileage_km ?? 0,
        usage: toProposalCar(car).registration.useOfVehicle === 'Commercial' ? 'commercial' : 'private', valuationDate: new Date().toISOString().slice(0, 10),
      }, settings);
      return { minFils: value.minValueFils, maxFils: value.maxValueFils };
    }
    const base = car?.value_fils ?? row.value_fils ?? 0;
    const band = Math.round((base * settings.valueBandPercent) / 100);
    return { minFils: base - band, maxFils: base + band };
  }

  const handlers: AreaHandlers<typeof quotationsContract> = {
    list: async ({ query, body }) => {
      const page = await quotations.list(query, body);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    detail: async ({ params }) => {
      const quote = await quotations.read(params.id);
      const [{ customer, car, payments, policy, edits, products }, settings] = await Promise.all([quotations.around(quote), companies.getMotorPricingSettings()]);
      return {
        success: true,
        data: {
          quote, car, customer, payable: payableOf(quote, settings.vatPercent),
          payments: payments.map(toPaymentSummary), policy: policy ? toPolicySummary(policy) : null, edits: edits.edits, history: edits.history,
          products,
        },
      };
    },

    editPrice: async ({ params, body, auth }) => {
      const row = await quotations.editable(params.id);
      if (row.price_edit_count >= 1) throw conflict(`Maximum editable limit exceeded! The premium of ${row.ref} was already edited once.`);
      const plan = planOf(row);
      const premiumFils = toFils(body.price);
      const { minFils, maxFils } = plan.band;
      if (premiumFils < minFils || (maxFils !== null && premiumFils > maxFils)) {
        throw unprocessable(`price: ${formatAed(premiumFils)} is outside the regulated band of ${row.plan_name}: ${formatAed(minFils)} to ${maxFils === null ? 'no maximum' : formatAed(maxFils)}`);
      }
      const settings = await companies.getMotorPricingSettings();
      const priced = withStaffAmounts(plan, { premiumFils, adminFeeFils: row.admin_fee_fils }, settings.vatPercent);
      await quotations.saveAmounts(row, priced, auth.accountId, { field: 'price', beforeFils: row.price_fils, afterFils: premiumFils, reason: body.reason }, {
        price_edit_count: row.price_edit_count + 1,
      });
      return { success: true, data: await readQuote(row.id), message: 'Premium updated' };
    },

    editVehicleValue: async ({ params, body, auth }) => {
      const row = await quotations.editable(params.id);
      const valueFils = toFils(body.carValue);
      const accepted = await acceptedValues(row);
      if (valueFils < accepted.minFils || valueFils > accepted.maxFils) {
        throw unprocessable(`carValue: ${formatAed(valueFils)} is outside the accepted value range ${formatAed(accepted.minFils)} to ${formatAed(accepted.maxFils)}`);
      }
      const quote = await db.transaction().execute(async (trx) => {
        const repriced = await quoting.repriceQuoteIn(trx, row.id, { valueFils });
        await addQuoteEdit(trx, row.id, auth.accountId, { field: 'vehicleValue', beforeFils: row.value_fils, afterFils: valueFils, reason: body.reason });
        return repriced;
      });
      return { success: true, data: quote, message: 'Car value updated' };
    },

    editAdminFees: async ({ params, body, auth }) => {
      const row = await quotations.editable(params.id);
      const adminFeeFils = toFils(body.adminFees);
      const settings = await companies.getMotorPricingSettings();
      const priced = withStaffAmounts(planOf(row), { premiumFils: row.price_fils, adminFeeFils }, settings.vatPercent);
      await quotations.saveAmounts(row, priced, auth.accountId, { field: 'adminFees', beforeFils: row.admin_fee_fils, afterFils: adminFeeFils, reason: body.reason });
      return { success: true, data: await readQuote(row.id), message: 'Processing fees updated' };
    },

    updateAddons: async ({ params, body, auth }) => {
      const settings = await companies.getMotorPricingSettings();
      // The quote is read under its lock: two staff changing its products at once take turns.
      const changed = await db.transaction().execute(async (trx) => {
        await lockRow(trx, 'quotes', params.id);
        const row = await quotations.editable(params.id, trx);
        return setQuoteProducts(trx, row, planOf(row), {
          productIds: body.productIds, accountId: auth.accountId, vatPercent: settings.vatPercent, at: new Date().toISOString(),
        });
      });
      return { success: true, data: await readQuote(params.id), message: changed ? 'Add-on products updated' : 'No change: the quote already has these products' };
    },
  };

  registerArea(app, quotationsContract, handlers);
  done();
}
