import { expect, signIn, test } from './fixtures.js';

test("the Admin's dashboard: motor figures, the health line kept across a reload, a narrower period, and an agent's bar opening that agent's proposals", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Motor dashboard' })).toBeVisible();
  const tileValue = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::p');
  await expect(tileValue('No. of Proposal')).toHaveText(/^[1-9][\d,]*$/);
  await expect(tileValue('Total Premium (AED)')).toHaveText(/^AED [1-9]/);

  await page.getByRole('tab', { name: 'Health' }).click();
  await expect(page.getByRole('heading', { name: 'Health dashboard' })).toBeVisible();
  await expect(tileValue('No. of Policy')).toHaveText(/^[1-9][\d,]*$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Health dashboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Motor' }).click();
  const proposalsAll = await tileValue('No. of Proposal').textContent();
  await page.getByLabel('Period').selectOption('This Year');
  await expect(tileValue('No. of Proposal')).not.toHaveText(proposalsAll!);
  const agents = page.getByRole('region', { name: 'Agent wise information' });
  await agents.getByRole('option', { name: /^Karim Nasser\./ }).click();
  await expect(page).toHaveURL(/\/proposals\?from=\d{4}-01-01&to=\d{4}-\d{2}-\d{2}&agent=/);
  await expect(page.getByLabel('Filter by agent').locator('option:checked')).toHaveText('Karim Nasser');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
});
