import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';

/** What BrokerDesk sends an insurer to issue a motor policy from a paid quote. */
export interface PolicyIssueRequest {
  policyRef: string;
  proposalRef: string;
  companyId: string | null;
  companyName: string;
  quote: Quote;
  customer: CustomerWithProfile;
  car: ProposalCar | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  expiryDate: string;
}

export type PolicyIssueResult =
  | { ok: true; policyNumber: string; /** The policy schedule, a PDF. */ document: Uint8Array }
  | { ok: false; errors: string[] };

/**
 * An insurer's issuing system. The sandbox insurer is the default; a real adapter per insurer
 * (an API or an e-mail desk) implements the same call. A refusal is an answer (`ok: false`);
 * a thrown error means the insurer could not be reached, and the caller treats both alike.
 */
export interface InsurerGateway {
  issuePolicy(request: PolicyIssueRequest): Promise<PolicyIssueResult>;
}
