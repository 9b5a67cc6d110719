import type { GroupHealthDetail } from '../../../shared/contract/group-health/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { createPdfLayout } from './pdfLayout.js';
import { formatDay } from './salesPdfParts.js';

/**
 * A group health proposal as the company receives it (`download-pdf`, the e-mail share): the
 * company, the census by category, and each insurer plan's quote with its totals by category and
 * the members it does not cover.
 *
 * @example const bytes = await renderGroupHealthPdf(detail);
 */
export async function renderGroupHealthPdf(detail: GroupHealthDetail, preparedAt = new Date().toISOString()): Promise<Uint8Array> {
  const title = 'Group health insurance proposal';
  const layout = await createPdfLayout({ title, subject: `${detail.proposalId}: ${detail.companyName}`, orientation: 'landscape' });
  layout.header(title, `${detail.proposalId} - ${detail.companyName} - prepared ${formatDay(preparedAt)}`);
  layout.section('Company');
  layout.fields([
    ['Company', detail.companyName], ['Trade licence', detail.company.tradeLicenseNo], ['E-mail', detail.company.email], ['Emirate', detail.emirate],
    ['Policy start', formatDay(detail.policyStartDate)], ['Members', String(detail.membersCount)],
  ]);

  const active = detail.members.filter((member) => member.status === 'active');
  const categories = [...new Set(active.map((member) => member.category))].sort();
  layout.section('Census by category');
  layout.table(
    [{ label: 'Category', width: 1 }, { label: 'Employees', width: 1, align: 'right' }, { label: 'Dependants', width: 1, align: 'right' }, { label: 'Members', width: 1, align: 'right' }],
    [...categories.map((category) => {
      const inCategory = active.filter((member) => member.category === category);
      const employees = inCategory.filter((member) => member.relation === 'Employee').length;
      return [category, String(employees), String(inCategory.length - employees), String(inCategory.length)];
    }), ['Total', String(active.filter((member) => member.relation === 'Employee').length), String(active.filter((member) => member.relation !== 'Employee').length), String(active.length)]],
    { boldLastRow: true },
  );

  layout.section('Quotes');
  if (detail.quotes.length === 0) layout.paragraph('No insurer plan covers these members yet.', { muted: true });
  for (const quote of detail.quotes) {
    layout.paragraph(`${quote.companyName} - ${quote.planName} (${quote.tpaName}, ${quote.networkName}, co-pay ${quote.coPay} %): ${formatAed(quote.totalFils)} for ${quote.membersCount} members`);
    layout.table(
      [{ label: 'Category', width: 1 }, { label: 'Members', width: 0.8, align: 'right' }, { label: 'Premium', width: 1.2, align: 'right' }, { label: 'Basmah fee', width: 1, align: 'right' },
        { label: 'ICP fee', width: 1, align: 'right' }, { label: `VAT ${quote.vatPercent} %`, width: 1, align: 'right' }, { label: 'Total', width: 1.2, align: 'right' }],
      [...quote.categories.map((category) => [category.category, String(category.membersCount), formatAed(category.premiumFils), formatAed(category.basmahFeeFils),
        formatAed(category.icpFeeFils), formatAed(category.vatFils), formatAed(category.totalFils)]),
      ['Total', String(quote.membersCount), formatAed(quote.premiumFils), formatAed(quote.basmahFeeFils), formatAed(quote.icpFeeFils), formatAed(quote.vatFils), formatAed(quote.totalFils)]],
      { boldLastRow: true },
    );
    if (quote.refusedMembers.length > 0) {
      layout.paragraph(`Not covered by this plan: ${quote.refusedMembers.map((refused) => `${refused.fullName} (${refused.reason})`).join('; ')}`, { muted: true });
    }
  }
  for (const failed of detail.companyErrors) layout.paragraph(`${failed.companyName} could not quote: ${failed.message}`, { muted: true });

  layout.section('Terms');
  layout.paragraph(
    'Premiums are yearly, in UAE dirhams, for the members listed, with ages counted on the policy start date; VAT at 5% is charged on the premium '
    + 'and the Basmah fee. Each quote is subject to the insurer\'s underwriting and table of benefits. Members added or deleted during the year are '
    + 'charged or refunded pro rata by the days left of the 365-day term.',
    { muted: true },
  );
  layout.paragraph('Prepared by BrokerDesk, licensed insurance broker.', { muted: true });
  return layout.save();
}
