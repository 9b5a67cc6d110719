import { expect, payOnGatewayPage, signIn, test } from './fixtures.js';

/**
 * Issue 14 end to end: staff create a payment link for an amount with a comment, the customer
 * pays it on the sandbox gateway's page with a test card, and the link's page, left open, turns
 * Success with the gateway's reference by itself, as the socket announces the payment.
 */
test.describe('payment links', () => {
  test('create a link, the customer pays it, and its open page turns Success without a reload', async ({ page, context }) => {
    const comment = `E2E invoice ${Date.now()}`;
    await signIn(page);
    await page.goto('/#/payment-link/create');
    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount (AED)' }).fill('275.50');
    await page.getByRole('textbox', { name: 'Comments' }).fill(comment);
    await page.getByRole('button', { name: 'Generate Payment Link' }).click();

    // The new link opens with its share dialog; staff close it and copy the link instead.
    await expect(page).toHaveURL(/#\/payment-link\/[0-9a-f]{24}$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    const value = (title: string, label: string) => section(title).locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(value('Payment link', 'Comment')).toHaveText(comment);
    await expect(value('Payment link', 'Amount')).toHaveText('AED 275.50');
    await expect(value('Payment link', 'Status')).toHaveText('Pending');
    const paymentUrl = (await page.getByText(/\/sandbox\/pay\//).textContent())!.trim();

    // The socket has joined its room once the shell has no connection trouble to report.
    await page.waitForFunction(() => !document.body.innerText.includes('Offline – reconnecting'));
    await page.evaluate(() => {
      (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
    });

    await payOnGatewayPage(context, paymentUrl, '5555 5555 5555 4444');

    // The gateway's verified callback turned it Success, with the gateway's references of the payment.
    await expect(value('Payment link', 'Status')).toHaveText('Success');
    await expect(value('Payment link', 'Auth Reference No.')).toHaveText(/^[0-9a-f]{24}$/);
    await expect(value('Transaction', 'Amount Paid')).toHaveText('AED 275.50');
    await expect(value('Transaction', 'Payment Ref No')).toHaveText(/^ORD-/);
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    // Still the page that was opened before the payment: nothing reloaded it.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });
});
