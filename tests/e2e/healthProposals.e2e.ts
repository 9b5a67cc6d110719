import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '../../shared/domain/emiratesId.js';
import { formatAed } from '../../shared/domain/format.js';
import { SAMPLE_PDF } from '../fixtures/uploads/sampleFiles.js';
import { apiCall, apiSignIn } from './api.js';
import { expect, payOnGatewayPage, signIn, test } from './fixtures.js';
import { recordPricing } from './livePricing.js';

type DocumentsAnswer = { data: { members: Array<{ memberId: string; missing: string[] }>; missingMessage: string | null } };

/** Uploads every document still missing on a health proposal, as another staff member at the office would. */
async function uploadMissingDocuments(proposalId: string): Promise<void> {
  const token = await apiSignIn('supervisor@brokerdesk.demo');
  const base = `/api/admin/health/healthproposal/${proposalId}/documents`;
  const { json } = await apiCall<DocumentsAnswer>(token, 'GET', base);
  for (const member of json.data.members) {
    for (const key of member.missing) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), `${key}.pdf`);
      const response = await fetch(`${process.env.E2E_BASE_URL}${base}/${member.memberId}/${key}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(response.status, await response.text()).toBe(200);
    }
  }
}

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

type CreatedAnswer = { data: { proposal: { customer: { _id: string; email: string } }; quotes: Array<{ _id: string; ref: string; companyName: string; totalFils: number }>; refusals: unknown[] } };

/** Fills the create form for Omar Haddad, his wife and two children on the demo's health plans, saves, and answers the create call. */
async function createFamilyProposal(page: Page): Promise<CreatedAnswer> {
  const stamp = Date.now();
  const box = (name: RegExp) => page.getByRole('textbox', { name }).first();
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
  return (await (await answered).json()) as CreatedAnswer;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 17 end to end: a staff member with health quote rights creates a health proposal for a
 * couple with two children on the demo's health plans, sees the insurers' quotes arrive in the
 * request's room, lands on the proposal and sees the quotes grouped by insurer.
 */
test.describe('health sales', () => {
  test('a couple with two children: quotes arrive live, then the proposal shows them by insurer', async ({ page }) => {
    test.setTimeout(120_000);
    const pricing = recordPricing(page, '/quotelistfromadmin');
    await signIn(page, 'supervisor@brokerdesk.demo');
    const answer = await createFamilyProposal(page);
    expect(answer.data.quotes.length).toBeGreaterThan(1);

    // The page joined the request's own room before sending the call, and the insurers' quotes reached it there.
    pricing.joinedRoom();
    await expect.poll(() => pricing.received('health-quote-created').length).toBeGreaterThan(0);

    // The proposal: one accordion per insurer that quoted, each opening on its plans.
    await expect(page).toHaveURL(/#\/health-insurance\/proposals\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Health Proposal Details' })).toBeVisible();
    const insurers = [...new Set(answer.data.quotes.map((quote) => quote.companyName))];
    const headers = page.getByRole('button', { name: /plans?, from AED/ });
    await expect(headers).toHaveCount(insurers.length);
    const first = insurers[0]!;
    await page.getByRole('button', { name: new RegExp(`^${escaped(first)} \\(`) }).click();
    const table = page.getByRole('table', { name: `${first} quotes` });
    await expect(table.getByRole('row')).toHaveCount(answer.data.quotes.filter((quote) => quote.companyName === first).length + 1);
    await expect(page.getByRole('table', { name: 'Kids' }).getByRole('row')).toHaveCount(3);

    // Three plans side by side: ticked across the insurers' accordions, compared, the PDF downloaded.
    const picked = answer.data.quotes.slice(0, 3);
    for (const insurer of new Set(picked.map((quote) => quote.companyName))) {
      if (insurer !== first) await page.getByRole('button', { name: new RegExp(`^${escaped(insurer)} \\(`) }).click();
    }
    for (const quote of picked) await page.getByRole('checkbox', { name: `Compare quote ${quote.ref}` }).check();
    await page.getByRole('button', { name: 'Generate a comparison' }).click();
    await expect(page).toHaveURL(/#\/health-insurance\/compare-plans\?/);
    const compared = page.getByRole('table', { name: 'Compared health plans' });
    for (const quote of picked) await expect(compared.getByRole('columnheader', { name: new RegExp(quote.ref) })).toBeVisible();
    await expect(compared.getByText('Cheapest')).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = readFileSync(await (await downloading).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
  test('a quote taken: payable details, a member premium edited, paid by card, then Complete issues the policy', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signIn(page, 'supervisor@brokerdesk.demo');
    const answer = await createFamilyProposal(page);
    await expect(page).toHaveURL(/#\/health-insurance\/proposals\/[0-9a-f]{24}$/);
    const quote = answer.data.quotes[0]!;
    const proposalId = page.url().split('/').at(-1)!;

    // The cheapest plan taken: its payable details as the server gives them.
    await page.getByRole('button', { name: new RegExp(`^${escaped(quote.companyName)} \\(`) }).click();
    await page.getByRole('button', { name: `Take quote ${quote.ref}` }).click();
    const payable = page.getByRole('table', { name: `Payable details of quote ${quote.ref}` });
    const grandTotal = payable.getByRole('row', { name: /^Grand total/ });
    await expect(grandTotal).toContainText(formatAed(quote.totalFils));
    await expect(payable.getByRole('row', { name: /^Kid 2 – Noor Haddad/ })).toBeVisible();

    // The insurer confirmed AED 100 more on the principal: the total grows by it and its 5 % VAT.
    await page.getByRole('button', { name: 'Edit premium' }).click();
    const form = page.getByRole('dialog', { name: `Edit the premium of quote ${quote.ref}` });
    const self = form.getByRole('textbox', { name: /^Self Premium/ });
    const before = Number(await self.inputValue());
    await self.fill(String(before + 100));
    await form.getByRole('textbox', { name: /^Reason\b(?! for)/ }).fill('Insurer confirmed the premium by e-mail');
    await form.getByRole('button', { name: 'Save premium' }).click();
    await page.getByRole('alertdialog', { name: `Change the premium of quote ${quote.ref}?` }).getByRole('button', { name: 'Change premium' }).click();
    await expect(grandTotal).toContainText(formatAed(quote.totalFils + 10_000 + 500));

    // Payment waits for every member's documents: the Self passport uploaded on the page is not enough.
    const passport = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Self Passport' }).click();
    await (await passport).setFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    const selfPassport = page.getByRole('region', { name: 'Self documents' }).getByRole('region', { name: 'Passport' });
    await expect(selfPassport.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pay by card link' }).click();
    await page.getByRole('alertdialog', { name: 'Check the processing fee' }).getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText(/Please upload all documents: Self — Visa, Emirate Id, Certificate Of Continuity; Spouse — Passport/).first()).toBeVisible();
    await uploadMissingDocuments(proposalId);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Kid 2 documents' }).getByText('Missing', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^${escaped(quote.companyName)} \\(`) }).click();
    await page.getByRole('button', { name: `Take quote ${quote.ref}` }).click();

    // A card link for the customer.
    await page.getByRole('button', { name: 'Pay by card link' }).click();
    await page.getByRole('alertdialog', { name: 'Check the processing fee' }).getByRole('button', { name: 'Create link' }).click();
    const link = page.getByText(/\/sandbox\/pay\//);
    await expect(link).toBeVisible();

    // The link is e-mailed to the proposal's customer (prefilled) and waits in the outbox, worded for the health plan.
    const email = answer.data.proposal.customer.email;
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: `Share the payment link of quote ${quote.ref}` });
    await expect(share.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await share.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(page.getByText(`Payment link of ${quote.ref} for ${email} kept in the outbox (sandbox: not delivered)`).first()).toBeVisible();
    const outbox = await context.newPage();
    await outbox.goto(`/#/outbox?search=${encodeURIComponent(email)}`);
    await expect(outbox.getByRole('row', { name: new RegExp(`Payment link for your ${escaped(quote.companyName)} .+ health insurance \\(${quote.ref}\\)`) })).toBeVisible();
    await outbox.close();

    // The customer pays the card link on the gateway's page.
    await payOnGatewayPage(context, (await link.textContent())!.trim(), '4111 1111 1111 1111');

    // Paid, the quote is the taken one for anyone opening the proposal; the insurer wants the insured's Emirates ID first.
    await page.reload();
    await expect(payable).toBeVisible();
    await expect(page.getByText(/· Paid$/)).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('alertdialog', { name: /^Issue the / }).getByRole('button', { name: 'Issue policy' }).click();
    await expect(page.getByText(/is pending: the insurer refused it\s*EmiratesId: Emirates ID is required$/)).toBeVisible();

    // Staff record the Emirates ID on the customer, then try again: the insurer issues the policy.
    const digits = `7841986${String(Date.now()).slice(-7)}`;
    const editor = await context.newPage();
    await editor.goto(`/#/customers/${answer.data.proposal.customer._id}/edit`);
    await editor.getByRole('textbox', { name: /^Emirates ID/ }).fill(`${digits}${luhnCheckDigit(digits)}`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveURL(new RegExp(`#/customers/${answer.data.proposal.customer._id}$`));
    await editor.close();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Policy .+ issued$/)).toBeVisible();
    await expect(page.getByText(/Insurer's policy number [A-Z]+\/MED\/\d{4}\/\d{6}/)).toBeVisible();

    // The policy opens on the health policies' page, Active.
    await page.getByRole('link', { name: 'View policy' }).first().click();
    await expect(page).toHaveURL(/#\/health-insurance\/policies\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: /^Health policy POL-/ })).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  });

  test('a health lead becomes a proposal from its page, and then links to it', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await apiSignIn('supervisor@brokerdesk.demo');
    const email = `e2e.lead.${Date.now()}@example.ae`;
    const created = await apiCall<{ data: { _id: string } }>(token, 'POST', '/api/admin/health/healthleads/createlead', {
      fullName: 'Layla Hassan', email, mobileNumber: '0501234567', nationality: 'Jordan', dateOfBirth: yearsAgo(36), gender: 'Female', source: 'Tasheel',
    });
    expect(created.status).toBe(200);

    await signIn(page, 'supervisor@brokerdesk.demo');
    await page.goto('/#/health-insurance/leads');
    await page.getByRole('searchbox').fill(email);
    await page.getByRole('row', { name: new RegExp(escaped(email)) }).getByText('Layla Hassan').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Layla Hassan' })).toBeVisible();
    await page.getByRole('button', { name: 'Create proposal' }).click();

    // The form starts from the lead; the agent adds the cover.
    await expect(page.getByRole('heading', { name: 'New health proposal' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await expect(page.getByRole('combobox', { name: /^Source/ })).toHaveValue('Tasheel');
    await page.getByRole('combobox', { name: /^Salary/ }).selectOption('4000 - 12000');
    await page.getByRole('combobox', { name: /^City/ }).selectOption('Dubai');
    await page.getByRole('combobox', { name: /^Insured Type/ }).selectOption('Self');
    await page.getByRole('radio', { name: 'New', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/health-insurance\/proposals\/[0-9a-f]{24}$/);
    const proposalId = page.url().split('/').at(-1)!;

    await page.goto(`/#/health-insurance/leads/${created.json.data._id}`);
    await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Proposal PRO-\d{6}$/ })).toHaveAttribute('href', `#/health-insurance/proposals/${proposalId}`);
    await expect(page.getByRole('button', { name: 'Create proposal' })).toHaveCount(0);
  });
  test("a bank transfer waits for the insurer's tax invoice and credit note, captured on the page; the money is then listed in health transactions", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'supervisor@brokerdesk.demo');
    const answer = await createFamilyProposal(page);
    await expect(page).toHaveURL(/#\/health-insurance\/proposals\/[0-9a-f]{24}$/);
    const quote = answer.data.quotes[0]!;
    await uploadMissingDocuments(page.url().split('/').at(-1)!);
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^${escaped(quote.companyName)} \\(`) }).click();
    await page.getByRole('button', { name: `Take quote ${quote.ref}` }).click();

    // Both documents missing: the manual payments wait, the card link does not.
    const insurer = page.getByRole('region', { name: 'Insurer documents' });
    await expect(page.getByText("Please upload the insurer's tax invoice and credit note first.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by bank transfer' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Pay by card link' })).toBeEnabled();
    for (const [label, number] of [['Tax Invoice', 'TI-E2E-1'], ['Credit Note', 'CN-E2E-1']] as const) {
      await insurer.getByRole('button', { name: `Add ${label.toLowerCase()}` }).click();
      const form = page.getByRole('dialog', { name: `${label} from the insurer` });
      await form.getByRole('textbox', { name: new RegExp(`^${label} Number`) }).fill(number);
      await form.getByLabel(new RegExp(`^${label} Date`)).fill('2026-11-20');
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Choose file…' }).click();
      await (await chooser).setFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
      await form.getByRole('button', { name: `Save ${label.toLowerCase()}` }).click();
      await expect(insurer.getByRole('group', { name: label })).toContainText(number);
    }

    // Now the transfer is recorded, and its money is listed with the new policy's number.
    await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await page.getByRole('alertdialog', { name: 'Check the processing fee' }).getByRole('button', { name: 'Continue' }).click();
    const transfer = page.getByRole('dialog', { name: 'Pay by bank transfer' });
    await transfer.getByRole('textbox', { name: /Transaction Ref Number/ }).fill('BANK-E2E-7');
    await transfer.getByRole('button', { name: 'Record transfer' }).click();
    await expect(page.getByText(/· Paid$/)).toBeVisible();

    await page.goto('/#/health-insurance/transaction');
    await page.getByRole('searchbox').fill(answer.data.proposal.customer.email);
    const row = page.getByRole('row', { name: new RegExp(escaped(formatAed(quote.totalFils))) }).first();
    await expect(row).toContainText(/TRX-\d+/);
    await row.click();
    await expect(page.getByRole('heading', { name: /^Transaction TRX-/ })).toBeVisible();
    await expect(page.getByText('BANK-E2E-7')).toBeVisible();
    await expect(page.getByText('Bank transfer', { exact: true })).toBeVisible();
  });
});
