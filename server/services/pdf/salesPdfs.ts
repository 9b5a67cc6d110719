import { formatAed } from '../../../shared/domain/format.js';
import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';
import { createPdfLayout, type PdfLayout } from './pdfLayout.js';
import { carFields, excessLabel, formatDay, insuredFields, repairLabel, typeLabel } from './salesPdfParts.js';

/**
 * The motor sales documents: one quote (shared with the customer before buying) and the policy
 * schedule (issued with the policy). Both draw through `pdfLayout.ts`.
 */

export interface QuotePdfInput {
  quote: Quote;
  customer: CustomerWithProfile;
  car: ProposalCar | null;
  proposalRef: string;
}

export interface PolicyPdfInput extends QuotePdfInput {
  policy: {
    ref: string;
    companyPolicyNumber: string;
    startDate: string;
    expiryDate: string;
    issuedAt: string;
  };
}

function premiumTable(layout: PdfLayout, quote: Quote) {
  const rows = quote.lines.map((line) => [line.label, line.detail, formatAed(line.amountFils)]);
  rows.push(['Total', 'VAT included', formatAed(quote.totalFils)]);
  layout.table([{ label: 'Item', width: 3 }, { label: 'Detail', width: 4 }, { label: 'Amount', width: 2, align: 'right' }], rows, { boldLastRow: true });
  layout.fields([['Excess', excessLabel(quote)]]);
}

function coverSections(layout: PdfLayout, quote: Quote) {
  const taken = quote.addons.filter((addon) => addon.selected || addon.isMandatory);
  if (quote.includedBenefits.length + taken.length > 0) {
    layout.section('Benefits');
    layout.table(
      [{ label: 'Benefit', width: 5 }, { label: 'Limit / price', width: 3, align: 'right' }],
      [
        ...quote.includedBenefits.map((benefit) => [benefit.label, benefit.limit ?? 'Included']),
        ...taken.map((addon) => [`${addon.label} (add-on)`, formatAed(addon.priceFils)]),
      ],
    );
  }
  if (quote.coverages.length > 0) {
    layout.section('Cover');
    layout.table([{ label: 'Cover', width: 5 }, { label: 'Limit', width: 3, align: 'right' }], quote.coverages.map((coverage) => [coverage.label, coverage.value]));
  }
}

function planFields(quote: Quote): Array<[string, string | null]> {
  return [
    ['Insurer', quote.companyName],
    ['Plan', quote.planName],
    ['Type', typeLabel(quote)],
    ['Repair', repairLabel(quote)],
  ];
}

/**
 * One quote as the customer receives it (`downloadQuote`).
 *
 * @example const bytes = await renderQuotePdf({ quote, customer, car, proposalRef: 'PRO-000012' });
 */
export async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote } = input;
  const layout = await createPdfLayout({ title: 'Motor insurance quotation', subject: `Quote ${quote.ref}` });
  layout.header('Motor insurance quotation', `Quote ${quote.ref} - Proposal ${input.proposalRef} - ${formatDay(quote.createdAt)}`);
  layout.section('Quotation');
  layout.fields([
    ['Quote No.', quote.ref],
    ['Proposal', input.proposalRef],
    ['Date', formatDay(quote.createdAt)],
    ['Valid until', formatDay(quote.expiresAt)],
    ...planFields(quote),
  ]);
  layout.section('Customer');
  insuredFields(layout, input.customer);
  layout.section('Car');
  carFields(layout, input.car, quote.valueFils);
  layout.section('Premium');
  premiumTable(layout, quote);
  coverSections(layout, quote);
  if (quote.warnings.length > 0) {
    layout.section('Notes');
    for (const warning of quote.warnings) layout.paragraph(`- ${warning}`);
  }
  layout.section('Terms');
  layout.paragraph(
    'This quotation is an offer subject to the insurer\'s underwriting and to the documents requested before purchase (Emirates ID, '
    + 'driving licence, vehicle registration). Premiums include VAT at 5%. The policy is issued on the insurer\'s wording; cover starts '
    + 'only once payment is received and the insurer has issued the policy.',
    { muted: true },
  );
  return layout.save();
}

/**
 * The policy schedule issued with a motor policy (stored with the policy, `downloadpdfpolicy`).
 *
 * @example const bytes = await renderPolicyPdf({ quote, customer, car, proposalRef, policy: { ref, companyPolicyNumber, startDate, expiryDate, issuedAt } });
 */
export async function renderPolicyPdf(input: PolicyPdfInput): Promise<Uint8Array> {
  const { quote, policy } = input;
  const layout = await createPdfLayout({ title: 'Motor insurance policy schedule', subject: `Policy ${policy.ref}` });
  layout.header('Motor insurance policy schedule', `Policy ${policy.ref} - Insurer policy No. ${policy.companyPolicyNumber} - issued ${formatDay(policy.issuedAt)}`);
  layout.section('Policy');
  layout.fields([
    ['Policy No.', policy.ref],
    ['Insurer policy No.', policy.companyPolicyNumber],
    ['Period from', formatDay(policy.startDate)],
    ['Period to', formatDay(policy.expiryDate)],
    ...planFields(quote),
    ['Proposal', input.proposalRef],
    ['Quote', quote.ref],
  ]);
  layout.section('Insured');
  insuredFields(layout, input.customer);
  layout.section('Insured vehicle');
  carFields(layout, input.car, quote.valueFils);
  layout.section('Premium');
  premiumTable(layout, quote);
  coverSections(layout, quote);
  layout.section('Terms');
  layout.paragraph(
    'This schedule forms part of the policy issued by the insurer named above under the Unified Motor Insurance Policy of the UAE '
    + 'and the insurer\'s own wording, which prevail. The excess applies to every own-damage claim. Report any accident to the police and '
    + 'to the insurer as soon as possible. Cancellation and refunds follow the insurer\'s terms; premium refunds are paid by the insurer '
    + 'to the policyholder.',
    { muted: true },
  );
  layout.paragraph('Arranged by BrokerDesk, licensed insurance broker.', { muted: true });
  return layout.save();
}
