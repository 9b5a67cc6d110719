import { SAMPLE_JPEG } from '../fixtures/uploads/sampleFiles.js';
import { apiGet, apiPost, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';

interface PolicyRow { _id: string; ref: string; companyId: string | null; companyName: string; startDate: string | null; expiryDate: string | null }

/**
 * Issue 15 end to end: a claims handler registers a claim on an Active motor policy with a garage
 * of the insurer's network, then moves it along the workflow on screen from Registered to
 * Settled, each step kept in its history.
 */
test.describe('motor claims', () => {
  test("register a claim with a network garage and take it from Registered to Settled", async ({ page }) => {
    test.setTimeout(120_000);
    const token = await apiSignIn();
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const { json: policies } = await apiPost<{ data: PolicyRow[] }>(token, '/api/admin/customers/filterallpolicies?page=1&size=100', { pType: 'ACTIVE' });
    const policy = policies.data.find((row) => row.companyId && row.startDate && row.expiryDate && row.startDate <= today && today <= row.expiryDate)!;
    expect(policy, 'an Active motor policy covering today').toBeTruthy();
    const network = await apiGet<{ data: Array<{ _id: string; name: string }> }>(token, `/api/admin/companygarage/getGaragesByCompany/${policy.companyId}?page=1&size=1`);
    const garage = network.data[0]!;

    await signIn(page);
    await page.goto('/#/claims/create');
    await expect(page.getByRole('heading', { name: 'Register a claim' })).toBeVisible();
    const policyBox = page.getByRole('combobox', { name: /Policy/ });
    await policyBox.click();
    await policyBox.pressSequentially(policy.ref);
    await page.getByRole('option', { name: new RegExp(`^${policy.ref} `) }).click();
    const garageBox = page.getByRole('combobox', { name: /Garage/ });
    await garageBox.click();
    await garageBox.pressSequentially(garage.name);
    await page.getByRole('option', { name: new RegExp(`${escape(garage.name)}.*\\(in network\\)`) }).first().click();
    await expect(page.getByText(`In ${policy.companyName}'s network`).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Why this garage/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: /What happened/ }).fill('Rear-ended at a signal on Sheikh Zayed Road');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/#\/claims\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Claim CLM-\d{6}$/ })).toBeVisible();
    await expect(page.getByText(/Acknowledge by .* \(3 days left\)/).first()).toBeVisible();
    await expect(page.getByText(`In ${policy.companyName}'s network`)).toBeVisible();

    // A photo added to the claim shows as a thumbnail that opens large.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photos or papers' }).click();
    await (await chooser).setFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
    await page.getByRole('button', { name: 'Open front.jpg' }).click();
    const photo = page.getByRole('dialog', { name: 'front.jpg' });
    await expect(photo.getByRole('img', { name: 'front.jpg' })).toBeVisible();
    await photo.getByRole('button', { name: 'Close' }).click();

    for (const status of ['Submitted to insurer', 'Survey', 'Approved', 'Repair in progress', 'Settled']) {
      await page.getByRole('button', { name: 'Change status' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: /New status/ }).selectOption(status);
      await dialog.getByRole('textbox', { name: 'Note' }).fill(`Moved to ${status}`);
      await dialog.getByRole('button', { name: 'Change status' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: `Moved to ${status}` })).toBeVisible();
    }
    await expect(page.getByText('Settled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('No deadline running')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Claim registered' })).toBeVisible();

    await page.goto('/#/claims?status=Settled');
    await expect(page.getByRole('row').filter({ hasText: policy.ref }).first()).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
