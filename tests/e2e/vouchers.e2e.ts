import { formatAed } from '../../shared/domain/format.js';
import { apiCall, apiPost, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';
import { day } from './wizard.js';

interface ListedProposal {
  _id: string;
  ref: string;
  status: string;
  isPaid: boolean;
}
interface ProposalDetail {
  voucher: unknown;
  agentDiscountPercent: number;
  paidQuoteId: string | null;
  needsRegeneration: boolean;
}
interface ListedQuote {
  _id: string;
  ref: string;
  companyName: string;
  totalFils: number;
  paymentStatus: string;
  isBought: boolean;
  isCurrent: boolean;
  lines: Array<{ code: string }>;
}

const quotesOf = async (token: string, proposalId: string) =>
  (await apiPost<{ data: ListedQuote[] }>(token, `/api/admin/proposals/${proposalId}/getquotesbypid`, { insuranceType: 'all' })).json.data;

/** A demo proposal nobody has discounted, bought or paid yet, with its current quotes, as agents leave most leads. */
async function undiscountedProposal(token: string): Promise<{ proposal: ListedProposal; quotes: ListedQuote[] }> {
  const list = await apiPost<{ data: ListedProposal[] }>(token, '/api/admin/proposals/getproposals?page=1&size=50', {});
  for (const proposal of list.json.data.filter((p) => !p.isPaid && p.status !== 'Lost')) {
    const detail = await apiCall<{ data: ProposalDetail }>(token, 'GET', `/api/admin/proposals/${proposal._id}/getquotesbyproposalid`);
    const { voucher, agentDiscountPercent, paidQuoteId, needsRegeneration } = detail.json.data;
    if (voucher || agentDiscountPercent || paidQuoteId || needsRegeneration) continue;
    const quotes = await quotesOf(token, proposal._id);
    if (quotes.length > 0 && quotes.every((q) => q.isCurrent && q.paymentStatus === 'unpaid' && !q.isBought)) return { proposal, quotes };
  }
  throw new Error('No demo proposal is free of vouchers, discounts and payments');
}

/**
 * Issue 14 end to end: staff create a promo code on the vouchers screens, an agent applies it to
 * a motor proposal and sees every quote repriced with the voucher's line, and the voucher's page
 * lists that proposal in its history.
 */
test.describe('vouchers', () => {
  test('create a promo code, apply it to a proposal, see the quotes repriced and the proposal in its history', async ({ page }) => {
    const promoCode = `E2E${Date.now()}`;
    const token = await apiSignIn();
    const { proposal, quotes: before } = await undiscountedProposal(token);

    await signIn(page);
    await page.goto('/#/vouchers/create');
    await expect(page.getByRole('heading', { name: 'New voucher' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code', exact: true }).fill(promoCode);
    await page.getByRole('spinbutton', { name: 'Discount value (%)' }).fill('10');
    await page.getByLabel('Start date').fill(day(-1));
    await page.getByLabel('Expiry date').fill(day(30));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: promoCode })).toBeVisible();
    await expect(page).toHaveURL(/#\/vouchers\/[0-9a-f]{24}$/);
    const voucherUrl = page.url();

    // The agent applies the new code on the proposal.
    await page.goto(`/#/proposals/${proposal._id}`);
    const quotations = page.getByRole('table', { name: 'Quotations' });
    // A busy machine may take a while to price the page; what is checked is what it shows.
    await expect(quotations.getByText(formatAed(before[0]!.totalFils)).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Promo Code' }).selectOption(promoCode);
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByText(`Promo code ${promoCode} applied`).first()).toBeVisible();

    // The quotes are priced again: those the code applies to (a price fixed by hand is kept as it
    // was) cost less, with the voucher's own price line, and the screen shows every new total.
    const after = await quotesOf(token, proposal._id);
    expect(after).toHaveLength(before.length);
    const discounted = after.filter((quote) => quote.lines.some((line) => line.code === 'voucherDiscount'));
    expect(discounted.length).toBeGreaterThan(0);
    for (const quote of after) {
      if (discounted.includes(quote)) expect(quote.totalFils).toBeLessThan(before.find((q) => q._id === quote._id)!.totalFils);
      await expect(quotations.getByRole('row', { name: new RegExp(`Open quote ${quote.ref}`) }).getByText(formatAed(quote.totalFils))).toBeVisible();
    }
    const first = discounted[0]!;
    await quotations.getByRole('row', { name: new RegExp(`Open quote ${first.ref}`) }).getByRole('checkbox').check();
    const priceLines = page.getByRole('table', { name: `Price of quote ${first.ref}` });
    await expect(priceLines.getByRole('row', { name: new RegExp(`Voucher ${promoCode}`) })).toBeVisible();

    // The voucher's page lists the proposal as one that took it, not yet bought.
    await page.goto(voucherUrl);
    const history = page.getByRole('row', { name: new RegExp(proposal.ref) });
    await expect(history).toBeVisible();
    await expect(history.getByText('Added Only')).toBeVisible();
  });
});
