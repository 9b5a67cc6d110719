import { apiCall, apiPost, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';

const HEADER = 'Name,Date of birth,Gender,Nationality,Emirates ID,Relation,Marital status,Salary band,Visa emirate,Category';
const NATIONALITIES = ['India', 'Pakistan', 'Philippines', 'Egypt', 'United Kingdom'];

/** A census of 50 staff and dependants in two categories, as an HR team would export it. */
function census(): string {
  const rows = Array.from({ length: 50 }, (_, index) => {
    const born = `${1970 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`;
    const dependant = index % 5 === 4;
    const gender = index % 2 === 0 ? 'Male' : 'Female';
    return [
      `Staff Member ${index + 1}`, born, gender, NATIONALITIES[index % NATIONALITIES.length], '', dependant ? 'Spouse' : 'Employee',
      dependant ? 'Married' : 'Single', '12000+', 'Dubai', index < 20 ? 'A' : 'B',
    ].join(',');
  });
  return [HEADER, ...rows].join('\n');
}

/**
 * Issue 17 end to end: staff create a company's group health proposal from a 50-member census on
 * the screen, see it priced by insurer with totals by category and the census report, and share it.
 */
test.describe('group health', () => {
  test('a census of 50 members is uploaded, priced by insurer and category, and shared by e-mail', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `E2E Group Staff ${Date.now()} LLC`;
    const token = await apiSignIn();
    const company = await apiPost<{ data: { _id: string } }>(token, '/api/admin/businesslines/createbusinesslines', {
      fullName: name, emirates: 'Dubai', industry: 'Transportation and Logistics', source: 'Direct',
      contactPersons: [{ personName: 'Mariam Haddad', email: 'hr@e2e-group.ae', mobileNumber: '501234567', position: 'HR manager' }],
      carFleetInsurance: true, carFleet: [{ currentInsurer: 'None', existingBroker: null, renewalDate: '2027-03-01' }],
    });
    expect(company.status).toBe(200);

    await signIn(page);
    await page.goto('/#/group-health');
    await page.getByRole('button', { name: 'New group health proposal' }).click();
    await expect(page.getByRole('heading', { name: 'New group health proposal' })).toBeVisible();
    const companyBox = page.getByRole('combobox', { name: /Company/ });
    await companyBox.click();
    await companyBox.pressSequentially(name.slice(0, 22));
    await page.getByRole('option', { name }).click();
    await page.getByLabel(/Policy start date/).fill('2027-01-01');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Choose file/ }).click();
    await (await chooser).setFiles({ name: 'census.csv', mimeType: 'text/csv', buffer: Buffer.from(census()) });
    await page.getByRole('button', { name: 'Create and price' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Group health GHP-\d{6}$/ })).toBeVisible({ timeout: 60_000 });
    const quotes = page.getByRole('region', { name: 'Quotes by insurer' });
    await expect(quotes.getByText(/^Category A: \d+ members, AED /).first()).toBeVisible();
    await expect(quotes.getByText(/^Category B: \d+ members, AED /).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Census (50)' }).click();
    await expect(page.getByText(/census\.csv, .*: 50 rows read, 50 kept, 0 left out/)).toBeVisible();

    await page.getByRole('button', { name: 'Share by e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('hr@e2e-group.ae');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(page.getByText('The PDF is on its way by e-mail').first()).toBeVisible();

    // The list finds it by the company's name, with its members and quotes counted.
    const id = new URL(page.url()).hash.split('?')[0]!.split('/').at(-1)!;
    const listed = await apiCall<{ data: Array<{ _id: string; membersCount: number; quotesCount: number }> }>(
      token, 'POST', `/api/admin/commercial/grouphealth/getallgrouphealth?page=1&size=10&search=${encodeURIComponent(name)}`, {},
    );
    expect(listed.json.data).toEqual([expect.objectContaining({ _id: id, membersCount: 50 })]);
    expect(listed.json.data[0]!.quotesCount).toBeGreaterThan(0);
  });
});
