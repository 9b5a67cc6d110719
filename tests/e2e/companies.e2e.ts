import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.js';

/**
 * Issue 5 end to end: a new insurer, a comprehensive plan with a matrix row and an excess, and
 * the plan priced for a car in the motor page's pricing preview, line by line.
 */
test.describe('companies and motor pricing', () => {
  test('create a company, a comprehensive plan with a matrix and an excess, and see it priced for a car', async ({ page }) => {
    const stamp = Date.now();
    const companyName = `E2E Shield ${stamp}`;
    const planName = `Gold ${stamp}`;
    const box = (name: string, scope: Page | Locator = page) => scope.getByRole('textbox', { name, exact: true });
    const spin = (name: string, scope: Page | Locator = page) => scope.getByRole('spinbutton', { name, exact: true });
    const choice = (name: string, scope: Page | Locator = page) => scope.getByRole('combobox', { name, exact: true });
    await signIn(page);

    // The company.
    await page.goto('/#/companies/create');
    await expect(page.getByRole('heading', { name: 'New company' })).toBeVisible();
    await box('Company Name').fill(companyName);
    await box('Company Email').fill(`motor${stamp}@e2e-shield.ae`);
    await box('Company Website').fill('https://e2e-shield.ae');
    await box('Headquarters').fill('Dubai');
    await box('Year started').fill('1999');
    await box('Google Place Id').fill(`place-${stamp}`);
    await box('Description').fill('An insurer made by the end-to-end test.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: companyName })).toBeVisible();

    // Its motor page and a comprehensive, agency plan.
    await page.getByRole('button', { name: 'Motor' }).click();
    await expect(page.getByRole('heading', { name: `${companyName}: Motor insurance` })).toBeVisible();
    const motorUrl = page.url();
    await page.getByRole('button', { name: 'New plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New motor plan' });
    await box('Plan name', dialog).fill(planName);
    await choice('Insurance Type', dialog).selectOption('comprehensive');
    await choice('Repair Condition', dialog).selectOption('agency');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByRole('row', { name: new RegExp(planName) })).toBeVisible();

    // A matrix row: sedans of AED 50,000 to 150,000 at 2.5 %, never below AED 1,300.
    await page.getByRole('navigation', { name: 'Motor insurance sections' }).getByRole('link', { name: 'Matrix' }).click();
    await page.getByRole('button', { name: 'New matrix row' }).click();
    await choice('Plan').selectOption({ label: `${planName} (Comprehensive)` });
    await choice('Vehicle Type').selectOption('sedan');
    await box('Vehicle Valuation From').fill('50000');
    await box('Vehicle Valuation To').fill('150000');
    await spin('Rate In Percentage').fill('2.5');
    await choice('Car Age').selectOption('1');
    await box('Minimum Premium').fill('1300');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Matrix row', exact: true })).toBeVisible();
    await expect(page.getByText('AED 1,300.00')).toBeVisible();

    // An excess of AED 500 for cars of AED 50,001 to 150,000 (Schedule 3 allows up to AED 700 from 50,001).
    await page.getByRole('navigation', { name: 'Motor insurance sections' }).getByRole('link', { name: 'Excess' }).click();
    await page.getByRole('button', { name: 'New excess' }).click();
    await choice('Plan').selectOption({ label: `${planName} (Comprehensive)` });
    await box('Charge').fill('500');
    await box('Vehicle Valuation From').fill('50001');
    await box('Vehicle Valuation To').fill('150000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${planName}.*AED 500\\.00`) })).toBeVisible();

    // A vehicle CSV, saving the good lines: a new Toyota trim, and two lines refused with their reasons.
    const year = new Date().getFullYear();
    const trimName = `E2E ${stamp}`;
    await page.goto('/#/motor-companies');
    await page.getByLabel('Or paste the CSV text').fill(
      [
        'make,model,trim,year,bodyType,cylinders,seats,newCarValue',
        `Toyota,Camry,${trimName},${year},Sedan,4,5,"110,000"`,
        `Tesla,Model 3,Long Range,${year},Sedan,0,5,180000`,
        `Toyota,Camry,Broken,${year},Sedan,4,5,lots`,
      ].join('\n'),
    );
    await page.getByLabel('Save the good lines, report the others').check();
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const results = page.getByRole('region', { name: 'Upload results' });
    await expect(results.getByRole('status')).toHaveText(/3 lines: 1 added, 0 updated, 2 rejected/);
    await expect(results.getByText(/Unknown make "Tesla"|not a number of cylinders/).first()).toBeVisible();
    await expect(results.getByText(/"lots" is not an amount in AED/)).toBeVisible();
    await page.goto(motorUrl);

    // The pricing preview: the trim just uploaded, valued by calculatecarvalue, a driver of 35 with 10 years of licence.
    await page.getByRole('navigation', { name: 'Motor insurance sections' }).getByRole('link', { name: 'Plans and pricing' }).click();
    const preview = page.getByRole('region', { name: 'Pricing preview' });
    await choice('Model year', preview).selectOption(String(year));
    await choice('Make', preview).selectOption({ label: 'Toyota' });
    await choice('Model', preview).selectOption({ label: 'Camry' });
    await choice('Trim', preview).selectOption({ label: trimName });
    const carValue = box('Car value', preview);
    await expect(carValue).not.toHaveValue('');
    const value = Number((await carValue.inputValue()).replace(/[^\d.]/g, ''));
    expect(value).toBeGreaterThanOrEqual(52_000); // 2.5 % of it must clear the regulated AED 1,300 floor
    expect(value).toBeLessThanOrEqual(150_000);
    await spin('Driver age', preview).fill('35');
    await spin('Licence years', preview).fill('10');
    await choice('Plan', preview).selectOption({ label: planName });
    await preview.getByRole('button', { name: 'Price' }).click();

    const price = page.getByRole('table', { name: `Price of ${planName}` });
    await expect(price).toBeVisible();
    // 2.5 % of the car's value, above the minimum and the regulated floor; VAT 5 % on top.
    const premium = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(value * 2.5) / 100);
    await expect(price.getByRole('row').filter({ hasText: `AED ${premium}` }).first()).toBeVisible();
    await expect(price.getByRole('row', { name: /VAT/ }).first()).toBeVisible();
    await expect(price.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expect(page.getByText(/Excess: AED 500\.00/)).toBeVisible();
  });
});
