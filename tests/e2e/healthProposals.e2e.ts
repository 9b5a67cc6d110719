import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.js';

/** The page's socket frames and the create call's answer, in the order the browser saw them. */
function recordPricing(page: Page) {
  const seen: Array<{ kind: 'sent' | 'received' | 'answer'; text: string }> = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => seen.push({ kind: 'sent', text: String(payload) }));
    socket.on('framereceived', ({ payload }) => seen.push({ kind: 'received', text: String(payload) }));
  });
  page.on('response', (response) => {
    if (response.url().includes('/quotelistfromadmin')) seen.push({ kind: 'answer', text: response.url() });
  });
  return seen;
}

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

/**
 * Issue 17 end to end: a staff member with health quote rights creates a health proposal for a
 * couple with two children on the demo's health plans, sees the insurers' quotes arrive in the
 * request's room, lands on the proposal and sees the quotes grouped by insurer.
 */
test.describe('health sales', () => {
  test('a couple with two children: quotes arrive live, then the proposal shows them by insurer', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const box = (name: RegExp) => page.getByRole('textbox', { name }).first();
    const pricing = recordPricing(page);
    await signIn(page, 'supervisor@brokerdesk.demo');

    await page.goto('/#/health-insurance/proposals/create');
    await expect(page.getByRole('heading', { name: 'New health proposal' })).toBeVisible();
    await box(/^Full Name/).fill('Omar Haddad');
    await box(/^Email/).fill(`e2e.health.${stamp}@example.ae`);
    await box(/^Mobile Number/).fill('501234567');
    await page.getByRole('combobox', { name: /^Gender/ }).first().selectOption('Male');
    await page.getByLabel(/^Date of Birth/).fill(yearsAgo(38));
    await page.getByRole('combobox', { name: /^Salary/ }).selectOption('4000 - 12000');
    await page.getByRole('combobox', { name: /^City/ }).selectOption('Dubai');
    await page.getByRole('combobox', { name: /^Insured Type/ }).selectOption('Self and Dependent');
    await page.getByRole('radio', { name: 'Renewal' }).check();
    await page.getByRole('checkbox', { name: 'Add spouse' }).check();
    await box(/^Spouse full name/).fill('Lina Haddad');
    await page.getByLabel(/^Spouse date of birth/).fill(yearsAgo(34));
    await page.getByRole('button', { name: 'Add kid' }).click();
    await box(/^Kid 1 full name/).fill('Sami Haddad');
    await page.getByLabel(/^Kid 1 date of birth/).fill(yearsAgo(6));
    await page.getByRole('button', { name: 'Add kid' }).click();
    await box(/^Kid 2 full name/).fill('Noor Haddad');
    await page.getByLabel(/^Kid 2 date of birth/).fill(yearsAgo(3));

    const answered = page.waitForResponse((response) => response.url().includes('/quotelistfromadmin'));
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await answered).json()) as { data: { quotes: Array<{ companyName: string }>; refusals: unknown[] } };
    expect(answer.data.quotes.length).toBeGreaterThan(1);

    // The page joined the request's own room before sending the call, and the insurers' quotes reached it there.
    const reqId = new URL(pricing.find((entry) => entry.kind === 'answer')!.text).searchParams.get('reqId')!;
    expect(reqId).toMatch(/^quotes:[0-9a-f-]{36}$/);
    const joinedAt = pricing.findIndex((entry) => entry.kind === 'sent' && entry.text.includes(`"join","${reqId}"`));
    const answerAt = pricing.findIndex((entry) => entry.kind === 'answer');
    expect(joinedAt).toBeGreaterThanOrEqual(0);
    expect(joinedAt).toBeLessThan(answerAt);
    const quoteEvents = () => pricing.filter((entry) => entry.kind === 'received' && entry.text.includes('"health-quote-created"'));
    await expect.poll(() => quoteEvents().length).toBeGreaterThan(0);
    expect(pricing.indexOf(quoteEvents()[0]!)).toBeLessThan(answerAt);

    // The proposal: one accordion per insurer that quoted, each opening on its plans.
    await expect(page).toHaveURL(/#\/health-insurance\/proposals\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Health Proposal Details' })).toBeVisible();
    const insurers = [...new Set(answer.data.quotes.map((quote) => quote.companyName))];
    const headers = page.getByRole('button', { name: /plans?, from AED/ });
    await expect(headers).toHaveCount(insurers.length);
    const first = insurers[0]!;
    await page.getByRole('button', { name: new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).click();
    const table = page.getByRole('table', { name: `${first} quotes` });
    await expect(table.getByRole('row')).toHaveCount(answer.data.quotes.filter((quote) => quote.companyName === first).length + 1);
    await expect(page.getByRole('table', { name: 'Kids' }).getByRole('row')).toHaveCount(3);
  });
});
