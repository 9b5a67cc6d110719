import { apiGet, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';

/**
 * Issue 15 end to end: staff create a garage on the garage screens, add it to an insurer's
 * network from the insurer's page, and see it listed there and the insurer on the garage's page.
 */
test.describe('garages', () => {
  test("create a garage, add it to an insurer's network, see it on both pages", async ({ page }) => {
    const garageName = `E2E Garage ${Date.now()}`;
    const token = await apiSignIn();
    const { data: [insurer] } = await apiGet<{ data: Array<{ _id: string; companyName: string }> }>(token, '/api/admin/insuranceCompany/get-company?page=1&size=1');

    await signIn(page);
    await page.goto('/#/garages/create');
    await expect(page.getByRole('heading', { name: 'New garage' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Garage name', exact: true }).fill(garageName);
    await page.getByRole('combobox', { name: 'Emirate', exact: true }).selectOption('Sharjah');
    await page.getByRole('textbox', { name: 'Area', exact: true }).fill('Industrial Area 5');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('06 543 2100');
    await page.getByRole('combobox', { name: 'Agency', exact: true }).selectOption('agency');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: garageName })).toBeVisible();
    await expect(page).toHaveURL(/#\/garages\/[0-9a-f]{24}$/);
    const garageUrl = page.url();
    await expect(page.getByText('In no insurer network yet')).toBeVisible();

    await page.goto(`/#/companies/${insurer!._id}`);
    await expect(page.getByRole('heading', { name: 'Garage network' })).toBeVisible();
    await page.getByRole('button', { name: 'Add garages' }).click();
    const dialog = page.getByRole('dialog', { name: `Add garages to ${insurer!.companyName}'s network` });
    await dialog.getByRole('searchbox').fill(garageName);
    await dialog.getByRole('checkbox', { name: garageName, exact: false }).check();
    await dialog.getByRole('button', { name: 'Add 1 garage' }).click();
    await expect(page.getByText(`1 garage added to ${insurer!.companyName}'s network`, { exact: false }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: /Search garage/ }).fill(garageName);
    await expect(page.getByRole('row').filter({ hasText: garageName })).toBeVisible();

    await page.goto(garageUrl);
    await expect(page.getByRole('heading', { name: 'Insurer networks' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: insurer!.companyName })).toBeVisible();
  });
});
