import { generateCard } from '../fixtures/ocr/syntheticCards.js';
import { SAMPLE_PDF } from '../fixtures/uploads/sampleFiles.js';
import { apiGet, apiSignIn, proposalAwaitingCardPayment } from './api.js';
import { expect, payOnGatewayPage, signIn, test } from './fixtures.js';

interface PaymentStatus {
  data: { policy: { _id: string; ref: string; status: string } | null };
}

/**
 * Issue 15 end to end: a customer paid by card; an agent raises the policy's cancellation with
 * the customer's IBAN letter (a photo), whose IBAN the server reads; staff confirm with the
 * insurer's paper, refund through the sandbox gateway, and the policy shows Cancelled with its refund.
 */
test.describe('cancellation and refund', () => {
  test('raise with an IBAN image, confirm with the insurer\'s paper, refund through the gateway', async ({ page, context }) => {
    test.setTimeout(180_000);
    const token = await apiSignIn();
    const { quoteId, paymentUrl } = await proposalAwaitingCardPayment(token);
    await payOnGatewayPage(context, paymentUrl);
    let policy: { _id: string; ref: string } | null = null;
    await expect.poll(async () => {
      policy = (await apiGet<PaymentStatus>(token, `/api/admin/proposals/${quoteId}/payment-status`)).data.policy;
      return policy?.ref ? 'issued' : 'waiting';
    }, { timeout: 30_000 }).toBe('issued');
    const { _id: policyId, ref: policyRef } = policy!;
    const letter = await generateCard('ibanLetter', 7);

    await signIn(page);
    await page.goto('/#/cancel-request');
    await page.getByRole('button', { name: 'Raise request' }).click();
    await page.getByRole('searchbox', { name: 'Find the policy' }).fill(policyRef);
    await page.getByRole('listitem').filter({ hasText: policyRef }).click();
    await expect(page.getByRole('dialog', { name: `Cancel policy ${policyRef}` })).toContainText('back by the short-period scale');
    await page.getByLabel('Reason').selectOption('Vehicle sold (ownership transfer)');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file…' }).click();
    await (await chooser).setFiles({ name: 'iban-letter.png', mimeType: 'image/png', buffer: letter.png });
    await page.getByRole('button', { name: 'Raise request' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Cancellation CAN-\d{6}$/ })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(letter.truth.fields.iban!, { exact: true })).toBeVisible();
    await expect(page.getByText(/IBAN read: .* read from iban-letter\.png/)).toBeVisible();

    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    const paper = page.waitForEvent('filechooser');
    await page.getByRole('dialog').getByRole('button', { name: 'Choose file…' }).click();
    await (await paper).setFiles({ name: 'insurer-cancellation.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Policy status')).toBeVisible();

    await page.getByRole('button', { name: 'Refund through gateway' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund paid through the payment gateway').first()).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/through the gateway$/)).toBeVisible();

    await page.goto(`/#/policies/${policyId}`);
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Refund paid').first()).toBeVisible();
  });
});
