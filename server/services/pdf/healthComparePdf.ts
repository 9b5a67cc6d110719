import type { HealthComparison } from '../../../shared/contract/health-proposals/health-compare.schema.js';
import { compareFigures, compareHeading } from '../../../shared/domain/healthCompare.js';
import { createPdfLayout, type Column } from './pdfLayout.js';
import { formatDay } from './salesPdfParts.js';

/**
 * The comparison of health plans the customer receives (`generateplancomparepdf`, FIELDS.md
 * "Compare"): at most four quotes side by side on a landscape page, the figures the compare page
 * shows (insurer, TPA, network, plan, co-pay, premium, grand total), then every benefit row by its
 * group with this comparison's values.
 *
 * @example const bytes = await renderHealthComparePdf(comparison);
 */
export async function renderHealthComparePdf(comparison: HealthComparison, preparedAt = new Date().toISOString()): Promise<Uint8Array> {
  const { quotes } = comparison;
  const title = 'Comparison of health insurance plans';
  const layout = await createPdfLayout({ title, subject: `Proposal ${comparison.proposalRef}: ${quotes.length} plans`, orientation: 'landscape' });
  layout.header(title, `Proposal ${comparison.proposalRef} - ${quotes.length} plans - prepared ${formatDay(preparedAt)}`);
  layout.section('Customer');
  layout.fields([['Name', comparison.customerName], ['Proposal', comparison.proposalRef]]);

  const columns: Column[] = [{ label: '', width: 1.3 }, ...quotes.map((quote) => ({ label: compareHeading(comparison, quote), width: 1 }))];
  layout.section('Plans');
  layout.table(columns, compareFigures(comparison).map((figure) => [figure.label, ...figure.cells]), { boldFirstColumn: true, boldLastRow: true });
  const groups = [...new Set(comparison.benefits.map((benefit) => benefit.group))];
  for (const group of groups) {
    layout.table(
      [{ ...columns[0]!, label: group }, ...columns.slice(1)],
      comparison.benefits.filter((benefit) => benefit.group === group).map((benefit) => [benefit.name, ...benefit.cells.map((cell) => cell.value)]),
      { boldFirstColumn: true },
    );
  }

  layout.section('Terms');
  layout.paragraph(
    'This comparison summarises the plans offered by the insurers named above for the members of this proposal; each is subject to the '
    + "insurer's underwriting (medical declarations, documents requested before purchase) and to the insurer's table of benefits and policy "
    + 'wording, which prevail over this summary. Prices are in UAE dirhams and include VAT at 5% and the government fees; the grand total is '
    + 'what the customer pays. Cover starts once payment is received and the insurer has issued the policy.',
    { muted: true },
  );
  layout.paragraph('Prepared by BrokerDesk, licensed insurance broker.', { muted: true });
  return layout.save();
}
