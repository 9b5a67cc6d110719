import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { PolicyRow, ProposalRow, QuoteRow } from '../../db/schema.js';
import { conflict, notFound } from '../../http/httpError.js';
import type { InsurerGateway, PolicyIssueRequest, PolicyIssueResult } from '../../services/insurers/insurerGateway.js';
import { createFileStorage } from '../../services/storage/fileStorage.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { insurerDocumentsFinance } from '../../sales/insurerDocuments.js';
import {
  addHistory, nextRef, readJson, readProposalDetails, selectQuotes, toCustomerWithProfile, toProposalCar, toQuote,
} from '../../sales/salesRecords.js';

const TYPE_LABEL: Record<string, string> = { comprehensive: 'Comprehensive', thirdparty: 'Third Party' };
/** The notification and the policy keep this much of an insurer's refusal. */
const ERROR_TEXT_MAX = 500;
/** Longer than any insurer answer takes; an instance that stopped mid-call leaves its claim to run out after this. */
const ISSUING_CLAIM_MS = 2 * 60_000;
const CLAIM_POLL_MS = 50;

/** The cover a policy names: Comprehensive or Third Party, else the plan's name. */
export function policyInsuranceType(quote: Pick<QuoteRow, 'insurance_type' | 'plan_name'>): string {
  return (quote.insurance_type && TYPE_LABEL[quote.insurance_type]) ?? quote.plan_name;
}

/** The policy's period: from the proposal's requested start (today when none), one year less a day. */
export function policyPeriod(requestedStart: string | null | undefined, today: string): { startDate: string; expiryDate: string } {
  const startDate = (requestedStart ?? today).slice(0, 10);
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return { startDate, expiryDate: end.toISOString().slice(0, 10) };
}

const HealthStartSchema = z.object({ policyStartDate: z.string() });

/** The day the customer asked the cover to start: motor's policy effective date, health's policy start date. */
function requestedStartOf(proposal: ProposalRow): string | null | undefined {
  if (proposal.line === 'health') return readJson(proposal.details, HealthStartSchema, null)?.policyStartDate;
  return readProposalDetails(proposal.details)?.policyEffectiveDate;
}

/**
 * The Pending policy of a paid quote, created with the payment in the caller's transaction (one
 * per quote: the unique index `policies_one_per_quote` backs this up). Returns the existing one
 * when there is one. Its finance block starts with the insurer's tax invoice and credit note
 * captured on the quote, if any.
 */

export async function ensurePolicy(trx: Db, quote: QuoteRow, proposal: ProposalRow, paymentId: string | null, at: string): Promise<PolicyRow> {
  const existing = await trx.selectFrom('policies').selectAll().where('quote_id', '=', quote.id).executeTakeFirst();
  if (existing) return existing;
  const id = newId();
  const { startDate, expiryDate } = policyPeriod(requestedStartOf(proposal), dubaiDate(at));
  await trx.insertInto('policies').values({
    id, ref: await nextRef(trx, 'policies'), line: proposal.line, customer_id: quote.customer_id, quote_id: quote.id,
    company_id: quote.company_id, company_name: quote.company_name,
    insurance_type: policyInsuranceType(quote),
    insured_value_fils: quote.value_fils, premium_fils: quote.total_fils, status: 'Pending', start_date: startDate, expiry_date: expiryDate,
    file_id: null, proposal_id: proposal.id, car_id: proposal.car_id, payment_id: paymentId, assigned_to: proposal.assigned_to,
    finance: JSON.stringify(await insurerDocumentsFinance(trx, quote.id)), created_at: at, updated_at: at,
  }).execute();
  await trx.updateTable('proposals').set({ policy_id: id, updated_at: at }).where('id', '=', proposal.id).execute();
  return trx.selectFrom('policies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** What the insurer is sent, without the document bytes, as `insurer_calls` keeps it for staff. */
function loggedRequest(request: PolicyIssueRequest) {
  return {
    policyRef: request.policyRef, proposalRef: request.proposalRef, quoteRef: request.quote.ref, companyName: request.companyName,
    plan: request.quote.planName, startDate: request.startDate, expiryDate: request.expiryDate, premiumFils: request.quote.totalFils,
    insured: { name: request.customer.fullName, emiratesId: request.customer.emiratesId, licenceNo: request.customer.drivingLicenseNo },
    car: request.car && {
      make: request.car.make, model: request.car.model, year: request.car.year, chassisNo: request.car.registration.chesisNo ?? request.car.vin,
      plateNumber: request.car.registration.plateNumber, emirate: request.car.registration.registrationEmirate,
    },
  };
}

/**
 * Issues the policy of a paid quote with its insurer. The policy is Pending until the insurer
 * issues it; a refusal or an unreachable insurer leaves it Pending with the error (the payment
 * stays paid, nothing is lost) and `purchase` tries again. Active means the insurer's number and
 * the schedule PDF are stored.
 *
 * The insurer must never be asked twice for one policy: the policy row is unique per quote, and
 * the request that asks the insurer first claims the row (`issuing_until`); a request arriving
 * meanwhile, on this instance or another, waits for that answer and returns the same policy.
 *
 * @example const issuer = createPolicyIssuer(app, { insurer, filesDir }); const policy = await issuer.issue(quoteId, auth.accountId);
 */
export function createPolicyIssuer(app: FastifyInstance, deps: { insurer: InsurerGateway; filesDir: string; now?: () => number }) {
  const db = app.db;
  const files = createFileStorage(deps.filesDir);
  const now = deps.now ?? Date.now;

  /** Claims the asking of the insurer for this policy, unless another request holds it: true for one of them. */
  async function claim(policyId: string): Promise<boolean> {
    const at = now();
    const claimed = await db.updateTable('policies').set({ issuing_until: new Date(at + ISSUING_CLAIM_MS).toISOString() })
      .where('id', '=', policyId).where('status', '=', 'Pending')
      .where((eb) => eb.or([eb('issuing_until', 'is', null), eb('issuing_until', '<=', new Date(at).toISOString())]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** The policy once the request holding its claim has recorded the insurer's answer (or its claim ran out). */
  async function afterClaim(policyId: string): Promise<PolicyRow> {
    for (;;) {
      const row = await db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
      if (row.issuing_until === null || Date.parse(row.issuing_until) <= now()) return row;
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
  }

  async function context(quoteId: string) {
    const quoteRow = await selectQuotes(db).where('quotes.id', '=', quoteId).executeTakeFirst();
    if (!quoteRow) throw notFound('Quote not found');
    const proposal = await db.selectFrom('proposals').selectAll().where('id', '=', quoteRow.proposal_id).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').selectAll().where('id', '=', quoteRow.customer_id).executeTakeFirstOrThrow();
    const car = proposal.car_id ? await db.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined;
    return { quoteRow, quote: toQuote(quoteRow), proposal, customer, car };
  }

  async function record(policy: PolicyRow, quote: Quote, request: PolicyIssueRequest, result: PolicyIssueResult, accountId: string | null) {
    const at = new Date(now()).toISOString();
    const stored = result.ok ? await files.savePolicyPdf(policy.id, Buffer.from(result.document)) : null;
    const error = result.ok ? null : result.errors.join('; ').slice(0, ERROR_TEXT_MAX);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('insurer_calls').values({
        id: newId(), proposal_id: quote.proposalId, quote_id: quote._id, company_id: policy.company_id, company_name: policy.company_name,
        kind: 'policy', status: result.ok ? 'ok' : 'error', error_message: error, request: JSON.stringify(loggedRequest(request)),
        response: JSON.stringify(result.ok ? { policyNumber: result.policyNumber, documentBytes: result.document.length } : { errors: result.errors }),
        created_at: at,
      }).execute();
      const attempt = { issue_attempts: policy.issue_attempts + 1, start_date: request.startDate, expiry_date: request.expiryDate, updated_at: at };
      if (stored && result.ok) {
        await trx.insertInto('stored_files').values({
          id: stored.id, owner_type: 'policy', owner_id: policy.id, original_name: `${policy.ref}.pdf`, mime_type: 'application/pdf',
          size: stored.size, path: stored.path, created_at: at,
        }).execute();
        await trx.updateTable('policies').set({ ...attempt, status: 'Active', company_policy_number: result.policyNumber, file_id: stored.id, issue_error: null, issuing_until: null })
          .where('id', '=', policy.id).execute();
        await trx.updateTable('proposals').set({ status: 'Policy paid and Issued', policy_id: policy.id, updated_at: at })
          .where('id', '=', quote.proposalId).execute();
      } else {
        await trx.updateTable('policies').set({ ...attempt, issue_error: error, issuing_until: null }).where('id', '=', policy.id).execute();
      }
      const detail = result.ok
        ? `${policy.company_name} issued policy ${result.policyNumber}`
        : `${policy.company_name} did not issue the policy: ${error}`;
      await addHistory(trx, { entityType: 'policy', entityId: policy.id, accountId, action: result.ok ? 'Policy issued' : 'Policy not issued', detail, at });
      await addHistory(trx, { entityType: 'proposal', entityId: quote.proposalId, accountId, action: result.ok ? 'Policy issued' : 'Policy not issued', detail, at });
    });
    return db.selectFrom('policies').selectAll().where('id', '=', policy.id).executeTakeFirstOrThrow();
  }

  async function attempt(quoteId: string, accountId: string | null): Promise<PolicyRow> {
    const { quoteRow, quote, proposal, customer, car } = await context(quoteId);
    if (quoteRow.payment_status !== 'paid') throw conflict('Quote is not paid');
    const at = new Date(now()).toISOString();
    const policy = await db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').select('id').where('quote_id', '=', quoteId).where('status', '=', 'paid').executeTakeFirst();
      return ensurePolicy(trx, quoteRow, proposal, payment?.id ?? null, at);
    });
    if (policy.status !== 'Pending') return policy;
    if (!(await claim(policy.id))) return afterClaim(policy.id);

    const { startDate, expiryDate } = policyPeriod(readProposalDetails(proposal.details)?.policyEffectiveDate, dubaiDate(at));
    const request: PolicyIssueRequest = {
      policyRef: policy.ref, proposalRef: proposal.ref, companyId: policy.company_id, companyName: policy.company_name, quote,
      customer: toCustomerWithProfile(customer), car: car ? toProposalCar(car) : null, startDate, expiryDate,
    };
    let saved: PolicyRow;
    let result: PolicyIssueResult;
    try {
      result = await deps.insurer.issuePolicy(request).catch((error: unknown): PolicyIssueResult => {
        app.log.error({ err: error, policyId: policy.id }, 'insurer call failed');
        return { ok: false, errors: [`${policy.company_name} could not be reached: ${error instanceof Error ? error.message : String(error)}`] };
      });
      saved = await record(policy, quote, request, result, accountId);
    } catch (error) {
      // Nothing was recorded: the claim goes, so "Issue again" may try at once.
      await db.updateTable('policies').set({ issuing_until: null }).where('id', '=', policy.id).execute();
      throw error;
    }
    if (result.ok) {
      await app.notify({ kind: 'policyIssued', policyId: saved.id, policyNo: result.policyNumber, customerName: customer.full_name }, accountId);
    } else {
      await app.notify({ kind: 'policyIssueFailed', policyId: saved.id, policyNo: saved.ref, companyName: saved.company_name, error: saved.issue_error ?? 'Refused' }, accountId);
    }
    return saved;
  }

  return {
    /**
     * Issues (or tries again to issue) the policy of a paid quote; an Active policy is returned as it is.
     * Answers 409 "Quote is not paid" for an unpaid quote.
     */
    issue: attempt,
  };
}

export type PolicyIssuer = ReturnType<typeof createPolicyIssuer>;
