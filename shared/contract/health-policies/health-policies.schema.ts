import type { z } from 'zod';
import { detailResultSchema } from '../common.schema.js';
import { HealthProposalDetailsSchema } from '../health-proposals/health-proposals.schema.js';
import { PolicyDetailSchema, PolicyUpdateSchema } from '../policies/policies.schema.js';

/**
 * A health policy's page (FIELDS.md "Health … Policies"): the motor policy record without the car
 * and renewal parts, with the proposal's insured members. The money of the Finance block is the
 * quote's payable details (`healthquotepayabledetails` of `quote._id`).
 */
export const HealthPolicyDetailSchema = PolicyDetailSchema.omit({ car: true, repairCondition: true, renewalProposalId: true, renewalRequestedAt: true }).extend({
  health: HealthProposalDetailsSchema.nullable(),
});
export type HealthPolicyDetail = z.infer<typeof HealthPolicyDetailSchema>;
export const HealthPolicyDetailResultSchema = detailResultSchema(HealthPolicyDetailSchema);

/**
 * `updatepolicydetails` of a health policy: the insurer's policy number and the finance numbers
 * FIELDS.md lists as editable (tax invoice, credit and debit notes with their dates, the proof of
 * payment id kept as `paymentId`, as on motor policies), and the broker's commission invoice number (issue 18).
 */
export const HealthPolicyUpdateSchema = PolicyUpdateSchema.pick({
  companyPolicyNumber: true, taxInvoice: true, taxInvoiceDate: true, creditNote: true, creditNoteDate: true, debitNote: true, debitNoteDate: true, paymentId: true, commissionInvoiceNumber: true,
});
