import { apiSignIn, proposalAwaitingCardPayment } from './api.js';
import { expect, payOnGatewayPage, signIn, test } from './fixtures.js';

/**
 * Issue 23 item 1: the proposal page stays open while the customer pays the card link in another
 * window; the provider's callback marks the quote paid and the insurer issues the policy, and the
 * open page follows the socket's notifications without anyone reloading it.
 */
test.describe('an open proposal while the customer pays', () => {
  test('turns to paid, with no pay buttons left and the policy shown, without a reload', async ({ page, context }) => {
    test.setTimeout(90_000);
    const token = await apiSignIn();
    const { proposalId, paymentUrl } = await proposalAwaitingCardPayment(token);

    await signIn(page);
    await page.goto(`/#/proposals/${proposalId}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText(/· Not paid$/)).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay by card link' })).toBeEnabled();
    // The socket has joined its room once the shell has no connection trouble to report.
    await page.waitForFunction(() => !document.body.innerText.includes('Offline – reconnecting'));
    await page.evaluate(() => {
      (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
    });

    await payOnGatewayPage(context, paymentUrl);

    await expect(payment.getByText(/· Paid$/)).toBeVisible({ timeout: 5000 });
    for (const name of ['Pay by card link', 'Buy now, pay later', 'Paid to the company', 'Pay by bank transfer']) {
      await expect(payment.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByText('This proposal has been made into a policy')).toBeVisible({ timeout: 10_000 });
    // Still the page that was opened before the payment: nothing reloaded it.
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });
});
