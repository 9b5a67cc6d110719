import { expect, signIn, test } from './fixtures.js';
import { fillWizardGaps } from './wizard.js';

/**
 * Issue 15 end to end: staff put a mobile number on the blacklist through its create screen, and
 * a new motor proposal for a customer with that number (typed in another form) is refused on the
 * wizard with the server's reason, nothing created.
 */
test.describe('blacklist', () => {
  test('a mobile added to the blacklist cannot get a new motor proposal', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    // A number of this run's own: 55 and the stamp's last 7 digits.
    const national = `55${String(stamp).slice(-7)}`;
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await signIn(page);

    await page.goto('/#/black-list/create');
    await expect(page.getByRole('heading', { name: 'New blacklist entry' })).toBeVisible();
    await box('Mobile number').fill(`0${national}`);
    await box('Reason').fill('Charge-backs on three payment links');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/black-list$/);
    const formatted = `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
    await expect(page.getByRole('gridcell', { name: formatted, exact: true })).toBeVisible();

    await page.goto('/#/proposals/create');
    await box('Email').fill(`e2e.blacklisted.${stamp}@example.ae`);
    await box('Full name').click();
    await expect(page.getByText('New customer')).toBeVisible();
    await box('Mobile number').fill(`+971${national}`);
    await fillWizardGaps(page, stamp);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(`The mobile number ${formatted} is on the blacklist: Charge-backs on three payment links.`).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/proposals\/create$/);
  });
});
