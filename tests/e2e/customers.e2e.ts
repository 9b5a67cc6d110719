import { readFileSync } from 'node:fs';
import { apiSignIn, listCustomers } from './api.js';
import { expect, signIn, test } from './fixtures.js';

test.describe('customers', () => {
  test('staff find a customer, page, open, edit, save and still see the change after a reload', async ({ page }) => {
    const token = await apiSignIn();
    const [target, other] = (await listCustomers(token, 'page=3&size=10')).data;
    expect(target && other).toBeTruthy();

    await signIn(page);
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
    await expect(page.getByText(/^1–10 of \d+/)).toBeVisible();

    // Paging with the list's page size.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^11–20 of \d+/)).toBeVisible();

    // Search by name, then by mobile as staff type it.
    const search = page.getByPlaceholder('Search customer');
    await search.fill(target!.fullName);
    await expect(page.getByRole('row', { name: new RegExp(target!.email) })).toBeVisible();
    await search.fill(`0${target!.mobileNumber}`);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
    // On the name, as staff do: the middle of the row may be the Status cell's activate/deactivate button.
    await page.getByRole('row', { name: new RegExp(target!.email) }).getByRole('gridcell', { name: target!.fullName, exact: true }).click();

    // The detail, then the edit form.
    await expect(page.getByRole('heading', { name: target!.fullName })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const fullName = page.getByLabel('Full name');
    await expect(fullName).toHaveValue(target!.fullName);

    // Bad input the screen cannot know about: an e-mail another customer has. The server's message shows.
    await page.getByLabel('Email').fill(other!.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`A customer with the e-mail ${other!.email} already exists.`).first()).toBeVisible();

    // Bad input the screen knows about: a mobile that is not a UAE mobile.
    await page.getByLabel('Email').fill(target!.email);
    await page.getByLabel('Mobile number').fill('0401234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/start with 5/).first()).toBeVisible();

    const newName = `${target!.fullName} Updated`;
    await page.getByLabel('Mobile number').fill(`0${target!.mobileNumber}`);
    await fullName.fill(newName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    const stored = await listCustomers(token, `page=1&size=10&search=${encodeURIComponent(newName)}`);
    expect(stored.data.map((c) => c.fullName)).toContain(newName);
  });

  test('comments are added, listed with their author, and kept', async ({ page }) => {
    const token = await apiSignIn();
    const [target] = (await listCustomers(token, 'page=2&size=10')).data;
    await signIn(page);
    await page.goto(`/#/customers/${target!._id}`);
    await page.getByRole('tab', { name: /Comments/ }).click();
    const text = `Called about renewal ${Date.now()}`;
    await page.getByLabel('Add comment').fill(text);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText(text)).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: /Comments/ }).click();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('Aisha Al Mansoori').first()).toBeVisible();
  });

  test('the customer list exports as CSV with the current search', async ({ page }) => {
    const token = await apiSignIn();
    const [target] = (await listCustomers(token, 'page=4&size=10')).data;
    await signIn(page);
    await page.goto('/#/customers');
    await page.getByPlaceholder('Search customer').fill(target!.email);
    await expect(page.getByText(/^1–1 of 1/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(target!.email);
  });

  test('a read-only account sees customers but cannot edit them', async ({ page }) => {
    const token = await apiSignIn();
    const [target] = (await listCustomers(token, 'page=1&size=10')).data;
    await signIn(page, 'viewer@brokerdesk.demo');
    await page.goto(`/#/customers/${target!._id}`);
    await expect(page.getByRole('heading', { name: target!.fullName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.goto(`/#/customers/${target!._id}/edit`);
    await expect(page.getByText('403: Page is not accessable to you')).toBeVisible();
    await page.getByRole('button', { name: 'Go back to dashboard' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a session ended elsewhere returns the user to sign-in on the next call', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/customers');
    await expect(page.getByText(/^1–10 of \d+/)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await fetch(`${process.env.E2E_BASE_URL}/api/admin-auth/logout`, { headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
