import type { FastifyInstance } from 'fastify';
import { NO_CLAIM_YEARS, ProposalCarInputSchema, type ProposalDetails } from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { dubaiDate } from '../../shared/domain/dubaiDay.js';
import type { SalesServices } from '../modules/payments/salesServices.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import { applicableVoucher, takeVoucher } from '../modules/vouchers/voucherUse.js';
import { createProposalsRepository } from '../modules/proposals/proposals.repository.js';
import { createQuoting } from '../modules/proposals/quoting.js';
import { addHistory } from '../sales/salesRecords.js';
import type { DemoStaff } from './demoRecords.js';
import { demoVin } from './motorSales.js';
import { createRandom } from './random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const AED = 100;

const SALES_AGENTS = [
  { full_name: 'Rashid Al Hammadi', email: 'rashid.sales@brokerdesk.demo', mobile_number: '551234001', motor_commission_percent: 3 },
  { full_name: 'Fatima Qureshi', email: 'fatima.sales@brokerdesk.demo', mobile_number: '551234002', motor_commission_percent: 2.5 },
  { full_name: 'Joseph Mathew', email: 'joseph.sales@brokerdesk.demo', mobile_number: '551234003', motor_commission_percent: 2 },
  { full_name: 'Noura Al Suwaidi', email: 'noura.sales@brokerdesk.demo', mobile_number: null, motor_commission_percent: 4 },
];

/**
 * The motor sales set-up: promo codes (active percentage and fixed ones, one expired, one used up)
 * and sales agents. Runs once: skipped when any voucher exists. Returns the vouchers created.
 */
export async function seedSalesSetup(db: Db, now: Date): Promise<number> {
  if (await db.selectFrom('vouchers').select('id').limit(1).executeTakeFirst()) return 0;
  const at = now.toISOString();
  const day = (days: number) => todayInDubai(new Date(now.getTime() + days * DAY_MS));
  const voucher = (promo_code: string, discount_type: 'percentage' | 'fixedPrice', discount_value: number, from: number, to: number, uses: { max: number | null; used: number }) => ({
    id: newId(now), promo_code, discount_type, discount_value, created_date: day(from), expiry_date: day(to), max_uses: uses.max, used_count: uses.used,
    created_at: at, updated_at: at,
  });
  const vouchers = [
    voucher('WELCOME10', 'percentage', 10, -30, 180, { max: null, used: 0 }),
    voucher('DRIVE5', 'percentage', 5, -10, 90, { max: 500, used: 12 }),
    voucher('FLAT150', 'fixedPrice', 150 * AED, -5, 60, { max: 200, used: 3 }),
    voucher('SUMMER15', 'percentage', 15, -120, -20, { max: null, used: 40 }),
    voucher('LAUNCH200', 'fixedPrice', 200 * AED, -60, 30, { max: 25, used: 25 }),
  ];
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('vouchers').values(vouchers).execute();
    await trx.insertInto('sales_agents').values(SALES_AGENTS.map((agent) => ({ ...agent, id: newId(now), created_at: at, updated_at: at }))).execute();
  });
  return vouchers.length;
}

/** Today's sales, each as staff work it. */
interface LiveSale {
  by: 'agent' | 'supervisor' | 'admin';
  /** Paid by bank transfer, which staff record; the policy is then issued by the insurer. */
  paid?: boolean;
  /** Without the chassis number the insurer refuses to issue: the policy waits, Pending, with its errors. */
  chassis?: boolean;
  promoCode?: string;
  withSalesAgent?: boolean;
  /** Handed to the agent by the supervisor. */
  assignToAgent?: boolean;
}
const TODAYS_SALES: LiveSale[] = [
  { by: 'agent', paid: true, chassis: true },
  { by: 'agent', paid: true, chassis: true, promoCode: 'WELCOME10', withSalesAgent: true },
  { by: 'supervisor', paid: true, chassis: false },
  { by: 'supervisor', assignToAgent: true, chassis: true },
  { by: 'admin', chassis: true },
];

/**
 * Today's motor sales, made through the server's own services as staff make them: the wizard's
 * proposal priced by the quoting service, a supervisor handing one to the agent, bank transfers
 * recorded through the payment services, and the policies issued by the insurer adapter (one
 * refused for a missing chassis number). Each step announces itself as it does for staff, so
 * every account's bell has today's notifications. Uses existing demo customers and cars of the
 * catalogue; needs `seedDemo` first.
 */
export async function seedTodaysSales(app: FastifyInstance, sales: SalesServices, staff: DemoStaff, seed: number): Promise<number> {
  const db = app.db;
  const now = new Date();
  const random = createRandom(seed);
  const proposals = createProposalsRepository(db);
  const quoting = createQuoting(app);
  const customers = await db.selectFrom('customers').selectAll().where('is_block', '=', 0).where('emirates_id', 'is not', null)
    .where('date_of_birth', '<', new Date(now.getTime() - 25 * 365 * DAY_MS).toISOString().slice(0, 10))
    .where('driving_license_issue_date', '<', new Date(now.getTime() - 3 * 365 * DAY_MS).toISOString().slice(0, 10))
    .orderBy('seq', 'desc').limit(TODAYS_SALES.length).execute();
  const trims = await db.selectFrom('car_trims').innerJoin('car_makes as m', 'm.id', 'car_trims.make_id')
    .select(['car_trims.id', 'm.name as make', 'car_trims.model', 'car_trims.trim', 'car_trims.year', 'car_trims.body_type', 'car_trims.vehicle_type',
      'car_trims.cylinders', 'car_trims.seats', 'car_trims.new_value_fils'])
    .where('car_trims.year', '=', now.getUTCFullYear() - 2).where('car_trims.vehicle_type', '!=', '4wd').orderBy('car_trims.seq').execute();
  const accountOf = { agent: staff.agentId ?? staff.adminId, supervisor: staff.supervisorId ?? staff.adminId, admin: staff.adminId };
  const today = dubaiDate(now);
  let made = 0;

  for (const [index, sale] of TODAYS_SALES.entries()) {
    const customer = customers[index];
    // A spread of makes and models rather than one make's.
    const trim = trims[(index * 7) % Math.max(1, trims.length)];
    if (!customer || !trim) break;
    const accountId = accountOf[sale.by];
    const at = new Date().toISOString();
    const vin = demoVin(random, trim.make, trim.year);
    // Checked by the wizard's own schema, as the route checks what staff type.
    const car = ProposalCarInputSchema.parse({
      year: trim.year, make: trim.make, model: trim.model, trim: trim.trim, trimId: trim.id, bodyType: trim.body_type,
      vehicleType: trim.vehicle_type, cylinders: trim.cylinders, seats: trim.seats, gccSpec: true, colour: 'White',
      firstRegistrationDate: `${trim.year}-03-01`, mileageKm: 2 * 18_000 + index * 1_500, valueFils: Math.round((trim.new_value_fils * 0.8) / (1_000 * AED)) * 1_000 * AED,
      registration: {
        ...(sale.chassis && { chesisNo: vin }), plateNumber: String(20_000 + index * 731), plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal',
      },
    });
    const details: ProposalDetails = {
      driver: { licenceNo: customer.driving_license_no, licenceIssueDate: customer.driving_license_issue_date! },
      insurance: {
        typeOfIssues: 'Renewal', currentInsurer: 'Orient Insurance', claimHistory: false, yearOfNoClaim: NO_CLAIM_YEARS[2 + (index % 3)]!, hasNoClaimsProof: index % 2 === 0,
      },
      // Bought cover starts tomorrow; the open quotes stay valid for a week.
      policyEffectiveDate: new Date(Date.parse(`${today}T00:00:00Z`) + (sale.paid ? 1 : 7) * DAY_MS).toISOString().slice(0, 10),
      isQuickProposal: false,
    };
    const created = await db.transaction().execute(async (trx) => {
      const carId = await proposals.saveCar(trx, car, customer.id, at);
      const { id, ref } = await proposals.insertProposal(trx, {
        customerId: customer.id, carId, car, details, source: 'Website', insuranceType: 'all', vehicleType: 'Individual', createdBy: accountId,
        assignedTo: sale.by === 'agent' ? accountId : null, salesAgentId: sale.withSalesAgent ? staff.salesAgentIds[0] ?? null : null, note: 'Source: Website', at,
      });
      if (sale.promoCode) {
        const voucher = await applicableVoucher(trx, sale.promoCode, { ref, paid_quote_id: null, agent_discount_percent: 0 }, null);
        await trx.updateTable('proposals').set({ voucher_id: voucher.id }).where('id', '=', id).execute();
        await takeVoucher(trx, { voucherId: voucher.id, proposalId: id, accountId, channel: sale.by === 'agent' ? 'admin' : 'web', at });
      }
      const { quotes } = await quoting.generateIn(trx, id, accountId);
      return { id, ref, quotes };
    });
    await app.notify({ kind: 'proposalCreated', proposalId: created.id, proposalNo: created.ref, customerName: customer.full_name }, accountId);
    made += 1;

    if (sale.assignToAgent && staff.agentId) {
      const agent = await db.selectFrom('accounts').select('full_name').where('id', '=', staff.agentId).executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('proposals').set({ assigned_to: staff.agentId, updated_at: at }).where('id', '=', created.id).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: created.id, accountId, action: 'Assigned', detail: `Assigned to ${agent.full_name}`, at });
      });
      await app.notify({ kind: 'agentAssigned', proposalId: created.id, proposalNo: created.ref, agentName: agent.full_name }, accountId);
    }
    // The customer takes the cheapest comprehensive cover and pays by bank transfer; the payment services issue the policy.
    const chosen = created.quotes.find((quote) => quote.insuranceType === 'comprehensive') ?? created.quotes[0];
    if (sale.paid && chosen) {
      await sales.payments.recordManualPayment(chosen._id, {
        provider: 'bank', paidBy: 'CRM - Bank transfer', orderRef: `TRF${random.digits(10)}`, amountFils: chosen.totalFils, accountId, proof: null,
      });
    }
  }
  return made;
}
