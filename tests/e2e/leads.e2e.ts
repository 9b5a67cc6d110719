import { expect, signIn, test } from './fixtures.js';

/**
 * Issue 15 end to end: staff open a website lead, Generate quotes makes its proposal with the
 * insurers' quotes, and the lead then links to that proposal.
 */
test.describe('motor leads', () => {
  test('open a lead, generate quotes, land on the proposal with quotes, and see the lead link to it', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/#/leads');
    await page.getByRole('searchbox').fill('rahul.menon');
    const row = page.getByRole('row', { name: /Rahul Menon/ });
    await expect(row).toContainText('Nissan Patrol');
    await expect(row).toContainText('Not quoted yet');
    await row.getByRole('gridcell', { name: 'Rahul Menon' }).click();

    await expect(page.getByRole('heading', { name: 'Rahul Menon', level: 1 })).toBeVisible();
    await expect(page.getByText('Patrol', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Generate quotes' }).click();

    await expect(page).toHaveURL(/#\/proposals\/[0-9a-f]{24}$/);
    const proposalPath = new URL(page.url()).hash;
    await expect(page.getByRole('checkbox', { name: /^Select / }).first()).toBeVisible();

    await page.goto('/#/leads');
    await page.getByRole('searchbox').fill('rahul.menon');
    const link = page.getByRole('row', { name: /Rahul Menon/ }).getByRole('link');
    await expect(link).toHaveAttribute('href', proposalPath);
  });
});
