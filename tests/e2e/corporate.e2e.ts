import { SAMPLE_PNG } from '../fixtures/uploads/sampleFiles.js';
import { expect, signIn, test } from './fixtures.js';

/**
 * Issue 15 end to end: staff create a corporate customer with two lines of business on the
 * screen, change one row's status on its page, and find it with the line-of-business filter.
 */
test.describe('corporate customers', () => {
  test('create a corporate customer with two lines, change a row status, find it by its line of business', async ({ page }) => {
    const name = `E2E Cranes ${Date.now()} LLC`;
    await signIn(page);
    await page.goto('/#/corporate-customers/create');
    await expect(page.getByRole('heading', { name: 'New corporate customer' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption('Construction');
    const contacts = page.getByRole('group', { name: 'Contact persons' });
    await contacts.getByRole('textbox', { name: 'Name 1' }).fill('Mariam Haddad');
    await contacts.getByRole('textbox', { name: 'Mobile number 1' }).fill('501234567');
    await contacts.getByRole('textbox', { name: 'Position 1' }).fill('Fleet manager');

    // Saving with no line of business ticked is refused on the form, with the rule's words.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select at least one line of business', { exact: true })).toBeVisible();

    await page.getByRole('switch', { name: 'Car Fleet Insurance' }).check();
    const fleet = page.getByRole('group', { name: 'Car fleet' });
    await fleet.getByRole('button', { name: 'Add car fleet' }).click();
    await fleet.getByRole('textbox', { name: 'Current insurer 1' }).fill('Oman Insurance');
    // A renewal date that has passed is refused by the server, on the row's date.
    await fleet.getByLabel('Renewal date 1').fill('2020-03-01');
    await fleet.getByRole('spinbutton', { name: 'No of cars 1' }).fill('40');

    await page.getByRole('switch', { name: 'Health insurance' }).check();
    const health = page.getByRole('group', { name: 'Health' });
    await health.getByRole('button', { name: 'Add health' }).click();
    await health.getByRole('textbox', { name: 'Current insurer 1' }).fill('AXA Gulf');
    await health.getByLabel('Renewal date 1').fill('2027-05-01');
    await health.getByRole('spinbutton', { name: 'No of people 1' }).fill('120');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Date should be in the future', { exact: true })).toBeVisible();
    await fleet.getByLabel('Renewal date 1').fill('2027-03-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A trade licence image kept on the customer is listed on its page.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add Trade licence' }).click();
    await (await chooser).setFiles({ name: 'trade-licence.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(page.getByRole('region', { name: 'Files' }).getByRole('cell', { name: 'trade-licence.png', exact: true })).toBeVisible({ timeout: 60_000 });
    const fleetRows = page.getByRole('region', { name: 'Car fleet' });
    await expect(fleetRows.getByText('Oman Insurance')).toBeVisible();
    await fleetRows.getByRole('combobox', { name: 'Status of car fleet insurance row 1' }).selectOption('Converted');
    await expect(page.getByText('Car Fleet Insurance row 1: Converted').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Car fleet' }).getByRole('combobox', { name: 'Status of car fleet insurance row 1' })).toHaveValue('Converted');
    await expect(page.getByRole('region', { name: 'Health' }).getByRole('combobox', { name: 'Status of health insurance row 1' })).toHaveValue('Quoting');

    await page.goto('/#/corporate-customers');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('generalInsurance');
    await page.getByRole('searchbox', { name: /Search company/ }).fill(name);
    await expect(page.getByText(`Nothing matches “${name}”.`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('healthInsurance');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});
