import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { PlanQuoteSchema } from '../../../shared/contract/companies/index.js';
import { contract } from '../../../shared/contract/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import type { QuoteRow } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { offsetOf, pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { calculateCarValue } from '../cars/carValue.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { matchingCustomerSeqs, toSearchQuery } from '../customers/customerSearch.js';
import { NO_ROW, lockRow, rowKey } from '../../db/dialect.js';
import { payableOf, quoteMoneyColumns, withStaffAmounts } from '../proposals/quotePricing.js';
import { createQuoting } from '../proposals/quoting.js';
import { quoteProductsOf, setQuoteProducts } from './quoteProducts.js';
import {
  addQuoteEdit, quoteHistoryOf, readJson, refIn, refRange, selectQuotes, toCustomerWithProfile, toPaymentSummary, toPolicySummary, toProposalCar, toQuote,
} from '../proposals/salesRecords.js';

const QUOTE_REF = /^quo-?\d*$/i;
const PROPOSAL_REF = /^pro-?\d*$/i;
const toFils = (aed: number) => Math.round(aed * 100);

/**
 * The search of the quotations list, by the shape of the text: a quote ref or a proposal ref by
 * prefix (their unique indexes), else an insurer's name (`quotes_company_created`) or a customer's
 * name, mobile or e-mail (the customers' search indexes).
 */
function searchCondition(db: Db, search: string | undefined) {
  const text = search?.trim() ?? '';
  if (!text) return null;
  // Subqueries, so the ref indexes drive a ref search rather than the list's order.
  if (QUOTE_REF.test(text)) return sql<SqlBool>`quotes.${rowKey(db)} IN (SELECT ${rowKey(db)} FROM quotes WHERE ${refIn('ref', refRange('QUO', text))})`;
  if (PROPOSAL_REF.test(text)) return sql<SqlBool>`quotes.proposal_id IN (SELECT id FROM proposals WHERE ${refIn('ref', refRange('PRO', text))})`;
  const customers = toSearchQuery(text);
  const byCustomer = customers
    ? sql<SqlBool>`quotes.customer_id IN (SELECT id FROM customers WHERE seq IN (${matchingCustomerSeqs(db, customers)}))`
    : NO_ROW;
  return sql<SqlBool>`(quotes.company_name IN (SELECT company_name FROM insurance_companies WHERE company_name LIKE ${likeContaining(text)} ESCAPE '\\') OR ${byCustomer})`;
}

/** Quotations (spec 000 §7 "Quote edits"; FIELDS.md "Motor quotes"): the list across customers, one quote, its staff edits and its add-on products. */
export function quotationsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const db: Db = app.db;
  const quoting = createQuoting(app);
  const companies = createCompaniesRepository(db);

  async function editable(id: string, executor: Db = db): Promise<QuoteRow> {
    const row = await executor.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Quote not found');
    if (row.payment_status === 'paid' || row.is_bought === 1) throw conflict(`Quote ${row.ref} is paid; it can no longer be edited.`);
    if (row.is_current !== 1) throw conflict(`Quote ${row.ref} was replaced by a regeneration; edit the current quotes instead.`);
    return row;
  }
  const readQuote = async (id: string) => toQuote(await selectQuotes(db).where('quotes.id', '=', id).executeTakeFirstOrThrow());
  const planOf = (row: QuoteRow) => {
    const plan = readJson(row.pricing, PlanQuoteSchema.nullable(), null);
    if (!plan) throw unprocessable(`Quote ${row.ref} was not priced by the engine; its amounts cannot be edited`);
    return plan;
  };

  /** The values the insurer accepts for the car: the valuation's band for a catalogue trim, else the band around its value. */
  async function acceptedValues(row: QuoteRow) {
    const settings = await companies.getMotorPricingSettings();
    const proposal = await db.selectFrom('proposals').select('car_id').where('id', '=', row.proposal_id).executeTakeFirstOrThrow();
    const car = proposal.car_id ? await db.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined;
    const trim = car?.trim_id ? await db.selectFrom('car_trims').select(['new_value_fils', 'year']).where('id', '=', car.trim_id).executeTakeFirst() : undefined;
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

  const handlers: AreaHandlers<typeof contract.quotations> = {
    list: async ({ query, body }) => {
      const nowIso = new Date().toISOString();
      let filtered = db.selectFrom('quotes').where((eb) => eb.or([eb('quotes.is_current', '=', 1), eb('quotes.payment_status', '=', 'paid')]));
      if (body.qType === 'ACTIVE') filtered = filtered.where((eb) => eb.or([eb('quotes.expires_at', 'is', null), eb('quotes.expires_at', '>', nowIso)]));
      if (body.qType === 'EXPIRED') filtered = filtered.where('quotes.expires_at', '<=', nowIso);
      if (body.insuranceType !== 'all') filtered = filtered.where('quotes.insurance_type', '=', body.insuranceType);
      if (body.startDate) filtered = filtered.where('quotes.created_at', '>=', body.startDate);
      if (body.endDate) filtered = filtered.where('quotes.created_at', '<=', body.endDate);
      const searched = searchCondition(app.db, query.search);
      if (searched) filtered = filtered.where(searched);
      const [ids, counted] = await Promise.all([
        filtered.select('quotes.id').orderBy('quotes.created_at', 'desc').orderBy('quotes.id', 'desc').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      // The page's ids first, then their joins: the joins run for one page, not for every match.
      const rows = ids.length === 0 ? [] : await selectQuotes(db).where('quotes.id', 'in', ids.map((row) => row.id)).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { success: true, data: ids.map((row) => toQuote(byId.get(row.id)!)), pagination: pagination(query.page, query.size, Number(counted.total)) };
    },

    detail: async ({ params }) => {
      const row = await selectQuotes(db).where('quotes.id', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('Quote not found');
      const quote = toQuote(row);
      const proposal = await db.selectFrom('proposals').select(['car_id', 'customer_id']).where('id', '=', row.proposal_id).executeTakeFirstOrThrow();
      const [customer, car, payments, policy, edits, settings, products] = await Promise.all([
        db.selectFrom('customers').selectAll().where('id', '=', proposal.customer_id).executeTakeFirstOrThrow(),
        proposal.car_id ? db.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined,
        db.selectFrom('payments').selectAll().where('quote_id', '=', row.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
        row.policy_id ? db.selectFrom('policies').selectAll().where('id', '=', row.policy_id).executeTakeFirst() : undefined,
        quoteHistoryOf(db, row.id),
        companies.getMotorPricingSettings(),
        quoteProductsOf(db, row.id),
      ]);
      return {
        success: true,
        data: {
          quote, car: car ? toProposalCar(car) : null, customer: toCustomerWithProfile(customer), payable: payableOf(quote, settings.vatPercent),
          payments: payments.map(toPaymentSummary), policy: policy ? toPolicySummary(policy) : null, edits: edits.edits, history: edits.history,
          products,
        },
      };
    },

    editPrice: async ({ params, body, auth }) => {
      const row = await editable(params.id);
      if (row.price_edit_count >= 1) throw conflict(`Maximum editable limit exceeded! The premium of ${row.ref} was already edited once.`);
      const plan = planOf(row);
      const premiumFils = toFils(body.price);
      const { minFils, maxFils } = plan.band;
      if (premiumFils < minFils || (maxFils !== null && premiumFils > maxFils)) {
        throw unprocessable(`price: ${formatAed(premiumFils)} is outside the regulated band of ${row.plan_name}: ${formatAed(minFils)} to ${maxFils === null ? 'no maximum' : formatAed(maxFils)}`);
      }
      const settings = await companies.getMotorPricingSettings();
      const priced = withStaffAmounts(plan, { premiumFils, adminFeeFils: row.admin_fee_fils }, settings.vatPercent);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('quotes').set({ ...quoteMoneyColumns(priced), price_edit_count: row.price_edit_count + 1, updated_at: new Date().toISOString() })
          .where('id', '=', row.id).execute();
        await addQuoteEdit(trx, row.id, auth.accountId, { field: 'price', beforeFils: row.price_fils, afterFils: premiumFils, reason: body.reason });
      });
      return { success: true, data: await readQuote(row.id), message: 'Premium updated' };
    },

    editVehicleValue: async ({ params, body, auth }) => {
      const row = await editable(params.id);
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
      const row = await editable(params.id);
      const adminFeeFils = toFils(body.adminFees);
      const settings = await companies.getMotorPricingSettings();
      const priced = withStaffAmounts(planOf(row), { premiumFils: row.price_fils, adminFeeFils }, settings.vatPercent);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('quotes').set({ ...quoteMoneyColumns(priced), updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
        await addQuoteEdit(trx, row.id, auth.accountId, { field: 'adminFees', beforeFils: row.admin_fee_fils, afterFils: adminFeeFils, reason: body.reason });
      });
      return { success: true, data: await readQuote(row.id), message: 'Processing fees updated' };
    },

    updateAddons: async ({ params, body, auth }) => {
      const settings = await companies.getMotorPricingSettings();
      // The quote is read under its lock: two staff changing its products at once take turns.
      const changed = await db.transaction().execute(async (trx) => {
        await lockRow(trx, 'quotes', params.id);
        const row = await editable(params.id, trx);
        return setQuoteProducts(trx, row, planOf(row), {
          productIds: body.productIds, accountId: auth.accountId, vatPercent: settings.vatPercent, at: new Date().toISOString(),
        });
      });
      return { success: true, data: await readQuote(params.id), message: changed ? 'Add-on products updated' : 'No change: the quote already has these products' };
    },
  };

  registerArea(app, contract.quotations, handlers);
  done();
}
