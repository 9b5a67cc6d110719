import type { FastifyInstance } from 'fastify';
import { INSURANCE_TYPES, type InsuranceType } from '../../../shared/contract/companies/index.js';
import { NO_CLAIM_YEARS, type ProposalDetails } from '../../../shared/contract/proposals/index.js';
import { RENEWAL_WINDOW_DAYS } from '../../../shared/contract/renewals/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, notFound, unprocessable } from '../../http/httpError.js';
import type { QuoteEmitter } from '../../sales/quoteGeneration.js';
import { createQuotingService } from '../proposals/quoting.js';
import { addHistory, nextRefs, readProposalDetails } from '../../sales/salesRecords.js';
import { addDays } from '../../../shared/domain/dubaiDay.js';

/** Policies renewed per sweep: a backlog is worked off over the next sweeps instead of in one long transaction burst. */
export const RENEWALS_PER_SWEEP = 500;
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface RenewalCreated {
  proposalId: string;
  proposalRef: string;
  created: boolean;
}


/** Last year's details moved on a year: cover from the day after expiry, one more claim-free year (no claim is recorded on our policies). */
function renewedDetails(details: ProposalDetails, policy: { company_name: string; insurance_type: string; expiry_date: string }): ProposalDetails {
  const noClaim = details.insurance.yearOfNoClaim;
  const step = noClaim ? Math.min(NO_CLAIM_YEARS.indexOf(noClaim) + 1, NO_CLAIM_YEARS.length - 1) : 1;
  return {
    ...details,
    policyEffectiveDate: addDays(policy.expiry_date, 1),
    insurance: {
      ...details.insurance,
      typeOfIssues: 'Renewal',
      currentInsurer: policy.company_name,
      currentInsuranceType: (INSURANCE_TYPES as readonly string[]).includes(policy.insurance_type) ? (policy.insurance_type as InsuranceType) : details.insurance.currentInsuranceType ?? null,
      insuranceExpiryDate: policy.expiry_date,
      claimHistory: false,
      yearOfNoClaim: NO_CLAIM_YEARS[step]!,
    },
  };
}

/**
 * Renewals: a proposal made from a motor policy near its expiry, priced at once. One per policy,
 * guaranteed by the unique index on `renewal_of_policy_id`: asking twice (the daily sweep and a
 * `renewalpolicy` call, or two calls at once) answers the existing renewal.
 */
export function createRenewalsService(db: Db, emitter: QuoteEmitter | null, log: { warn(object: object, message: string): void }) {
  const quoting = createQuotingService(db, emitter);

  async function existing(policyId: string): Promise<RenewalCreated | null> {
    const row = await db.selectFrom('proposals').select(['id', 'ref']).where('renewal_of_policy_id', '=', policyId).executeTakeFirst();
    return row ? { proposalId: row.id, proposalRef: row.ref, created: false } : null;
  }

  async function createFromPolicy(policyId: string, accountId: string | null): Promise<RenewalCreated> {
    const policy = await db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    if (!policy) throw notFound('Policy not found');
    const found = await existing(policy.id);
    if (found) return found;
    const source = policy.proposal_id ? await db.selectFrom('proposals').selectAll().where('id', '=', policy.proposal_id).executeTakeFirst() : undefined;
    const details = readProposalDetails(source?.details ?? null);
    const carId = policy.car_id ?? source?.car_id ?? null;
    const car = carId ? await db.selectFrom('cars').selectAll().where('id', '=', carId).executeTakeFirst() : undefined;
    if (policy.line !== 'motor' || !source || !details || !car || !policy.expiry_date) {
      throw unprocessable(`Policy ${policy.ref} has no motor proposal with a car and driver to renew from`);
    }
    const at = new Date().toISOString();
    const id = newId();
    let ref: string;
    try {
      ref = await db.transaction().execute(async (trx) => {
        const [next] = await nextRefs(trx, 'proposals', 1);
        // The renewal's own car: editing it must not change the expiring policy's record.
        const newCarId = newId();
        await trx.insertInto('cars').values({ ...car, seq: undefined, id: newCarId, created_at: at, updated_at: at }).execute();
        await trx.insertInto('proposals').values({
          id, ref: next!, line: 'motor', customer_id: policy.customer_id, source: 'Renewal', car: source.car, value_fils: car.value_fils,
          status: 'Un Attended', expires_at: null, created_at: at, updated_at: at, car_id: newCarId, created_by: accountId,
          assigned_to: policy.assigned_to ?? source.assigned_to, insurance_type: source.insurance_type, vehicle_type: source.vehicle_type,
          details: JSON.stringify(renewedDetails(details, { ...policy, expiry_date: policy.expiry_date! })), sales_agent_id: source.sales_agent_id,
          renewal_of_policy_id: policy.id,
        }).execute();
        await addHistory(trx, { entityType: 'proposal', entityId: id, accountId, action: 'Renewal created', detail: `Renewal of policy ${policy.ref}`, at });
        return next!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'renewal_of_policy_id')) return (await existing(policy.id))!;
      throw error;
    }
    // Pricing failing (an insurer's rules, a missing birth date) leaves an unpriced renewal for staff to fix, not no renewal.
    await quoting.generate(id, { accountId }).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      log.warn({ policyId, proposalId: id, reason: error.message }, 'renewal created without quotes');
    });
    return { proposalId: id, proposalRef: ref, created: true };
  }

  return {
    createFromPolicy,

    /** Renews the Active motor policies ending within `RENEWAL_WINDOW_DAYS` of `today` that have no renewal yet, at most `RENEWALS_PER_SWEEP`. */
    async sweep(today: Date = new Date()): Promise<{ created: number; failed: number }> {
      const from = today.toISOString().slice(0, 10);
      const to = addDays(from, RENEWAL_WINDOW_DAYS);
      // Only policies sold through a motor proposal with a car can be renewed from; the others would fail every sweep.
      const due = await db.selectFrom('policies').leftJoin('proposals as renewal', 'renewal.renewal_of_policy_id', 'policies.id')
        .innerJoin('proposals as source', 'source.id', 'policies.proposal_id').where('source.car_id', 'is not', null)
        .select('policies.id').where('policies.line', '=', 'motor').where('policies.status', '=', 'Active')
        .where('policies.expiry_date', '>=', from).where('policies.expiry_date', '<=', to)
        .where('renewal.id', 'is', null)
        .orderBy('policies.expiry_date').limit(RENEWALS_PER_SWEEP).execute();
      let created = 0;
      let failed = 0;
      for (const { id } of due) {
        try {
          if ((await createFromPolicy(id, null)).created) created += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          failed += 1;
          log.warn({ policyId: id, reason: error.message }, 'policy not renewed');
        }
      }
      return { created, failed };
    },
  };
}

export type Renewals = ReturnType<typeof createRenewalsService>;

/**
 * The renewals of a running server (the `renewalpolicy` endpoint and the sweep use it).
 *
 * @example const { proposalId, created } = await createRenewals(app).createFromPolicy(policyId, auth.accountId);
 */
export function createRenewals(app: FastifyInstance): Renewals {
  return createRenewalsService(app.db, app.sockets, app.log);
}
