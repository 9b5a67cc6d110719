import { formatAed } from '../../../shared/domain/format.js';
import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';
import { createPdfLayout, type Column, type PdfLayout } from './pdfLayout.js';
import { carFields, excessLabel, formatDay, insuredFields, repairLabel, typeLabel } from './salesPdfParts.js';

/**
 * The comparison of a proposal's quotes the customer receives (`/api/pdf/{id}/comparequotes`,
 * FIELDS.md "Compare"): one column per quote on a landscape page, five quotes to a table so each
 * column stays readable; more quotes continue in a second table with the same rows.
 */

export interface ComparePdfInput {
  quotes: Quote[];
  customer: CustomerWithProfile;
  car: ProposalCar | null;
  proposalRef: string;
  /** When the comparison was drawn; now by default. */
  preparedAt?: string;
}

export const QUOTES_PER_TABLE = 5;

interface Row {
  code: string;
  label: string;
}

/** Rows for every code any quote names, in the order they first appear. */
function unionOf(lists: Row[][]): Row[] {
  const rows = new Map<string, Row>();
  for (const list of lists) for (const row of list) if (!rows.has(row.code)) rows.set(row.code, row);
  return [...rows.values()];
}

function benefitCell(quote: Quote, code: string): string {
  const benefit = quote.includedBenefits.find((each) => each.code === code);
  if (benefit) return benefit.limit ?? 'Included';
  const addon = quote.addons.find((each) => each.code === code);
  if (!addon) return 'Not included';
  if (addon.isMandatory || addon.selected) return `Included, ${formatAed(addon.priceFils)}`;
  return `Optional, ${formatAed(addon.priceFils)}`;
}

function coverCell(quote: Quote, code: string): string {
  return quote.coverages.find((each) => each.code === code)?.value ?? 'Not covered';
}

function quoteTables(layout: PdfLayout, quotes: Quote[]) {
  const columns: Column[] = [{ label: '', width: 1.3 }, ...quotes.map((quote) => ({ label: quote.companyName, width: 1 }))];
  const row = (label: string, cell: (quote: Quote) => string | null) => [label, ...quotes.map((quote) => cell(quote) ?? '-')];

  layout.table(columns, [
    row('Plan', (quote) => quote.planName),
    row('Type', typeLabel),
    row('Repair', repairLabel),
    row('Quote No.', (quote) => quote.ref),
    row('Valid until', (quote) => formatDay(quote.expiresAt)),
    row('Excess', excessLabel),
    row('Original price', (quote) => formatAed(quote.priceFils)),
    row('Premium (excl. VAT)', (quote) => formatAed(quote.totalFils - quote.vatFils)),
    row('VAT', (quote) => formatAed(quote.vatFils)),
    row('Total (incl. VAT)', (quote) => formatAed(quote.totalFils)),
  ], { boldFirstColumn: true, boldLastRow: true });

  const benefits = unionOf(quotes.flatMap((quote) => [quote.includedBenefits, quote.addons]));
  if (benefits.length > 0) {
    layout.table(
      [{ ...columns[0]!, label: 'Benefits' }, ...columns.slice(1)],
      benefits.map((benefit) => row(benefit.label, (quote) => benefitCell(quote, benefit.code))),
      { boldFirstColumn: true },
    );
  }
  const cover = unionOf(quotes.map((quote) => quote.coverages));
  if (cover.length > 0) {
    layout.table(
      [{ ...columns[0]!, label: 'Cover' }, ...columns.slice(1)],
      cover.map((coverage) => row(coverage.label, (quote) => coverCell(quote, coverage.code))),
      { boldFirstColumn: true },
    );
  }
}

/**
 * Draws the comparison: the broker's header, the customer and the car, then the quotes side by
 * side (insurer, plan, type, repair, prices, excess, benefits and cover), then the terms.
 *
 * @example const bytes = await renderComparePdf({ quotes, customer, car, proposalRef: 'PRO-000012' });
 */
export async function renderComparePdf(input: ComparePdfInput): Promise<Uint8Array> {
  const { quotes } = input;
  const preparedAt = input.preparedAt ?? new Date().toISOString();
  const layout = await createPdfLayout({
    title: 'Comparison of motor insurance quotes', subject: `Proposal ${input.proposalRef}: ${quotes.length} quotes`, orientation: 'landscape',
  });
  layout.header('Comparison of motor insurance quotes', `Proposal ${input.proposalRef} - ${quotes.length} quotes - prepared ${formatDay(preparedAt)}`);
  layout.section('Customer');
  insuredFields(layout, input.customer);
  layout.section('Car');
  carFields(layout, input.car, quotes[0]?.valueFils ?? null);

  for (let start = 0; start < quotes.length; start += QUOTES_PER_TABLE) {
    const group = quotes.slice(start, start + QUOTES_PER_TABLE);
    layout.section(quotes.length > QUOTES_PER_TABLE ? `Quotes ${start + 1} to ${start + group.length} of ${quotes.length}` : 'Quotes');
    quoteTables(layout, group);
  }

  layout.section('Terms');
  layout.paragraph(
    'This comparison summarises quotations offered by the insurers named above; each is subject to the insurer\'s underwriting, to the '
    + 'documents requested before purchase (Emirates ID, driving licence, vehicle registration) and to the insurer\'s policy wording, which '
    + 'prevails over this summary. Prices are in UAE dirhams; VAT is charged at 5% on the premium. A quotation can be bought only until the '
    + 'date shown as valid until; cover starts once payment is received and the insurer has issued the policy.',
    { muted: true },
  );
  layout.paragraph('Prepared by BrokerDesk, licensed insurance broker.', { muted: true });
  return layout.save();
}
