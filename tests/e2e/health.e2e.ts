import { writeTpaWorkbook } from '../../server/modules/health-matrix/tpaWorkbook.js';
import { apiGet, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';

/** Four matrix rows of one plan: adults by age band for any visa, and children, none overlapping. */
function rates(tpaName: string, network: string, planName: string) {
  const row = (ageFrom: number, ageTo: number, premium: number, relation = 'Any relation') => ({
    network, emirates: 'Dubai', plan: planName, visaTypes: 'All', ageFrom, ageTo, salaryFrom: null, salaryTo: null, gender: 'All', relation, premium, maternity: 0,
  });
  return writeTpaWorkbook({
    tpa: [{ tpaName }],
    networks: [{ network }],
    cities: [{ network, emirates: 'Dubai' }],
    plans: [{ network, emirates: 'Dubai', plan: planName, coPay: 10, scheme: 'Standard', basic: 'No', active: 'Yes', onRequest: 'No' }],
    matrix: [row(0, 17, 2100), row(18, 40, 4800.5), row(41, 64, 7900), row(65, 99, 15_500)],
  });
}

/**
 * Issue 16 end to end: staff build an insurer's health tree on its screens (TPA, network, city,
 * plan), import the plan's premium matrix from a rate workbook, see its rows on the plan, and
 * price a family of four on the plan's preview.
 */
test.describe('health master data', () => {
  test("build a TPA, network, city and plan on the screens, set the plan's benefits, import the plan's matrix from a workbook, see its rows, and price a family of four on the preview", async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const tpaName = `E2E TPA ${stamp}`;
    const network = `E2E Network ${stamp}`;
    const planName = `E2E Silver ${stamp}`;
    const token = await apiSignIn();
    const { data: [insurer] } = await apiGet<{ data: Array<{ _id: string; companyName: string }> }>(token, '/api/admin/insuranceCompany/get-company?page=1&size=1');

    await signIn(page);
    await page.goto(`/#/companies/${insurer!._id}/health-insurance/tpa`);
    await page.getByRole('button', { name: 'New TPA' }).click();
    await page.getByRole('textbox', { name: 'TPA name', exact: true }).fill(tpaName);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: new RegExp(tpaName) }).getByRole('gridcell').first().click();

    await expect(page.getByRole('heading', { name: `Networks of ${tpaName}` })).toBeVisible();
    await page.getByRole('button', { name: 'New network' }).click();
    await page.getByRole('textbox', { name: 'Network name', exact: true }).fill(network);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: new RegExp(network) }).getByRole('gridcell').first().click();

    await expect(page.getByRole('heading', { name: `Cities of ${network}` })).toBeVisible();
    await page.getByRole('button', { name: 'New city' }).click();
    await page.getByRole('combobox', { name: 'Emirate 1', exact: true }).selectOption('Dubai');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: /Dubai/ }).getByRole('gridcell').first().click();

    await expect(page.getByRole('heading', { name: 'Plans in Dubai' })).toBeVisible();
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.getByRole('textbox', { name: 'Plan name', exact: true }).fill(planName);
    await page.getByRole('combobox', { name: 'Co-pay', exact: true }).selectOption('10');
    await page.getByRole('button', { name: 'Save' }).click();
    const planRow = page.getByRole('row', { name: new RegExp(planName) });
    await expect(planRow).toContainText('10 %');

    // The plan's benefits: an annual limit set on its page is there when the page is opened again.
    await planRow.getByRole('button', { name: `Benefits of ${planName}` }).click();
    await expect(page.getByRole('heading', { name: `Benefits of ${planName}` })).toBeVisible();
    const general = page.getByRole('region', { name: 'General' });
    await general.getByRole('switch', { name: 'Annual limit' }).click();
    const limit = general.getByRole('textbox', { name: 'Annual limit: Limit in AED' });
    await limit.fill('250000');
    await page.getByRole('button', { name: 'Save benefits' }).click();
    await expect(page.getByText('Benefits saved').first()).toBeVisible();
    await page.reload();
    await expect(general.getByRole('switch', { name: 'Annual limit' })).toBeChecked();
    await expect(limit).toHaveValue('250000');

    // The year's rates for the plan, from a workbook imported on the TPA list.
    await page.getByRole('navigation', { name: 'Path' }).getByRole('button', { name: 'TPAs' }).click();
    await page.getByRole('button', { name: 'Import rates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import TPA rates' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose workbook…' }).click();
    await (await chooser).setFiles({ name: 'rates.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await rates(tpaName, network, planName) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`${tpaName} imported: 0 plans created, 0 updated, 1 premium matrices replaced (4 rows)`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('row', { name: new RegExp(tpaName) }).getByRole('gridcell').first().click();
    await page.getByRole('row', { name: new RegExp(network) }).getByRole('gridcell').first().click();
    await page.getByRole('row', { name: /Dubai/ }).getByRole('gridcell').first().click();
    await expect(page.getByRole('row', { name: new RegExp(planName) })).toContainText('4');
    await page.getByRole('row', { name: new RegExp(planName) }).getByRole('gridcell').first().click();
    await expect(page.getByRole('heading', { name: `Premium matrix of ${planName}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /AED 4,800\.50/ })).toBeVisible();

    // A family of four priced on the plan: two adults of 18–40 and two children, no loadings.
    await page.getByRole('button', { name: 'Preview price' }).click();
    await expect(page.getByRole('region', { name: 'Plan preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Price', exact: true }).click();
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByText('Principal: AED 4,800.50')).toBeVisible();
    await expect(price.getByText('Son: AED 2,100.00')).toBeVisible();
    await expect(price.getByLabel('Total')).toHaveText('Total AED 13,801.00');
  });
});
