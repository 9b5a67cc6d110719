import { expect, payOnGatewayPage, signIn, test } from './fixtures.js';
import { recordPricing } from './livePricing.js';
import { fillWizardGaps } from './wizard.js';

/**
 * Issue 6 end to end: a sales agent creates a proposal with the wizard, compares three of the
 * insurers' quotes, buys one, the customer pays it on the sandbox gateway's page, and the agent
 * sees the policy issued by the insurer.
 */

test.describe('motor sales flow', () => {
  test('an agent creates a proposal, compares three quotes, takes a card payment and sees the policy', async ({ page, context }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const pricing = recordPricing(page, '/generatenewquotes');
    await signIn(page, 'agent@brokerdesk.demo');

    // The wizard: customer, Emirates ID, licence, current insurance, car from the catalogue, registration.
    await page.goto('/#/proposals/create');
    await box('Email').fill(`e2e.buyer.${stamp}@example.ae`);
    await box('Full name').click();
    await expect(page.getByText('New customer')).toBeVisible();
    await fillWizardGaps(page, stamp);
    const answered = page.waitForResponse((response) => response.url().includes('/generatenewquotes'));
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await answered).json()) as { data: { quotes: unknown[]; refusals: unknown[] } };

    // The live quotes: the page joined the request's own room (its reqId) before sending the call,
    // and every insurer's quote event and the finished counter reached it there.
    const reqId = pricing.joinedRoom();
    await expect.poll(() => pricing.received('admin-proposal-created').length).toBe(answer.data.quotes.length + answer.data.refusals.length);
    expect(pricing.receivedText(`"quote-counter",{"reqId":"${reqId}","remaining":0}`)).toBe(true);

    // The proposal, priced by every insurer that accepts the car.
    await expect(page).toHaveURL(/#\/proposals\/[0-9a-f]{24}$/);
    const proposalUrl = page.url();
    const quoteBoxes = page.getByRole('checkbox', { name: /^Select / });
    await expect(quoteBoxes.nth(2)).toBeVisible();

    // Three quotes side by side.
    for (const index of [0, 1, 2]) await quoteBoxes.nth(index).check();
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/compare-quotation\?ids=/);
    const compared = page.getByRole('table', { name: 'Quotes side by side' });
    await expect(compared.getByRole('columnheader', { name: /Download quote/ })).toHaveCount(3);
    await expect(compared.getByText('Cheapest').first()).toBeVisible();

    // Back on the proposal: buy one and send the customer a card payment link.
    await page.goto(proposalUrl);
    await quoteBoxes.first().check();
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('button', { name: 'Pay by card link' }).click();
    await page.getByRole('alertdialog', { name: 'Check the processing fee' }).getByRole('button', { name: 'Create link' }).click();
    const link = page.getByText(/\/sandbox\/pay\//);
    await expect(link).toBeVisible();
    const paymentUrl = (await link.textContent())!.trim();

    // The customer pays on the gateway's page with a test card.
    await payOnGatewayPage(context, paymentUrl, '4111 1111 1111 1111');

    // The gateway confirmed to the server, which issued the policy with the insurer.
    await page.reload();
    await expect(page.getByText('This proposal has been made into a policy')).toBeVisible();
    await page.getByRole('button', { name: 'View Policy' }).or(page.getByRole('link', { name: 'View Policy' })).first().click();
    await expect(page).toHaveURL(/#\/policies\/[0-9a-f]{24}$/);
    await expect(page.getByText('Active').first()).toBeVisible();
    await expect(page.getByText('Omar Haddad').first()).toBeVisible();
  });
});
