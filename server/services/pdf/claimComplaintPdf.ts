import type { Claim } from '../../../shared/contract/claims/index.js';
import { ACKNOWLEDGE_WITHIN_DAYS, PAY_WITHIN_DAYS } from '../../../shared/domain/claimRules.js';
import { createPdfLayout } from './pdfLayout.js';
import { formatDay } from './salesPdfParts.js';

export interface ComplaintLetterInput {
  claim: Claim;
  /** The Dubai day the letter is written. */
  today: string;
}

/**
 * The broker's complaint to the insurer about a claim's missed deadline (IA Decision 25/2016,
 * art. 6): the claim, its policy and dates, the deadline missed and by how many days. Only an
 * overdue clock makes one; the caller checks that.
 *
 * @example const bytes = await renderComplaintLetterPdf({ claim, today: '2026-11-27' });
 */
export async function renderComplaintLetterPdf({ claim, today }: ComplaintLetterInput): Promise<Uint8Array> {
  const { clock } = claim;
  const daysLate = -(clock.daysLeft ?? 0);
  const acknowledgement = clock.stage === 'acknowledgement';
  const missed = acknowledgement
    ? `acknowledge the claim and list any missing documents within ${ACKNOWLEDGE_WITHIN_DAYS} days of its notification`
    : `pay the claim within ${PAY_WITHIN_DAYS} days of receiving the complete documents`;
  const layout = await createPdfLayout({ title: 'Complaint: claim deadline missed', subject: `Claim ${claim.claimNo}` });
  layout.header('Complaint: claim deadline missed', `Claim ${claim.claimNo} - ${formatDay(today)}`);
  layout.paragraph(`To: ${claim.insurer.companyName}, Claims Department`);
  layout.paragraph(`Re: motor claim ${claim.claimNo}, policy ${claim.policy.companyPolicyNumber ?? claim.policy.ref}, insured ${claim.customer.fullName}`);
  layout.section('Claim');
  layout.fields([
    ['Claim No.', claim.claimNo],
    ['Policy', claim.policy.ref],
    ['Insurer policy No.', claim.policy.companyPolicyNumber],
    ['Insured', claim.customer.fullName],
    ['Accident date', formatDay(claim.accidentDate)],
    ['Registered', formatDay(claim.registeredOn)],
    ['Documents complete', formatDay(claim.documentsCompleteOn)],
    ['Status', claim.status],
  ]);
  layout.section('Deadline missed');
  layout.fields([
    ['Deadline', acknowledgement ? 'Acknowledgement' : 'Payment'],
    ['Due on', formatDay(clock.dueOn)],
    ['Days late', String(daysLate)],
  ]);
  layout.paragraph(
    `Insurance Authority Decision No. 25 of 2016, article 6, requires the insurer to ${missed}. `
    + `This deadline fell on ${formatDay(clock.dueOn)} and is now ${daysLate} day${daysLate === 1 ? '' : 's'} past. `
    + 'On behalf of our client we ask you to settle the matter without further delay and to confirm in writing. '
    + 'Without an answer we will refer the complaint to the Insurance Authority.',
  );
  layout.paragraph('BrokerDesk claims desk', { muted: true });
  return layout.save();
}
