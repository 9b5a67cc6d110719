import { apiPost, apiSignIn, listCustomers } from './api.js';
import { expect, signIn, test } from './fixtures.js';
import { day } from './wizard.js';

/** 1,000 good codes on 1,002 lines: line 501 is blank and line 1002 repeats line 10's code. */
function codesFile(prefix: string): Buffer {
  const lines = Array.from({ length: 1000 }, (_, index) => `${prefix}-${String(index + 1).padStart(4, '0')},${day(90)}`);
  lines.splice(500, 0, '');
  lines.push(lines[9]!);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Issue 14 end to end: staff import 1,000 e-voucher codes from a CSV file with a blank and a
 * repeated row and read the per-row report, then send one code to a customer by e-mail and find
 * the message in the outbox by the code.
 */
test.describe('e-vouchers', () => {
  test('import 1,000 codes with two bad rows, see the report, send a code to a customer and find it in the outbox', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const token = await apiSignIn();
    const created = await apiPost<{ data: { _id: string } }>(token, '/api/admin/eVoucher', {
      title: `E2E fuel ${stamp}`, brand: 'ENOC', faceValueFils: 100_00, startDate: day(-1), expiryDate: day(120), isActive: true, isRevert: false,
    });
    expect(created.status).toBe(200);
    const customer = (await listCustomers(token, 'page=1&size=20')).data.find((c) => c.email);
    if (!customer) throw new Error('No demo customer has an e-mail address');
    const email = new RegExp(customer.email.replace(/[.+]/g, '\\$&'));

    await signIn(page);
    await page.goto(`/#/evouchers/${created.json.data._id}`);
    await page.getByRole('button', { name: 'Import codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import codes' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file…' }).click();
    await (await chooser).setFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: codesFile(`E2E${stamp}`) });
    await dialog.getByRole('button', { name: 'Import' }).click();

    // Every good row saved; each bad one named by its line and reason.
    await expect(dialog.getByRole('status')).toContainText('1002 rows, 1000 saved, 2 rejected');
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row')).toHaveCount(3);
    await expect(rejected.getByRole('row', { name: /^501 .*Blank row$/ })).toBeVisible();
    await expect(rejected.getByRole('row', { name: new RegExp(`^1002 E2E${stamp}-0010 Duplicate of line 10$`) })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // One of the new codes to the customer, by e-mail.
    const code = `E2E${stamp}-0007`;
    await page.getByRole('searchbox', { name: 'Search code' }).fill(code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Send' }).click();
    const send = page.getByRole('dialog', { name: `Send code ${code}` });
    await send.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
    await page.getByRole('option', { name: email }).click();
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(send).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(code) }).getByRole('gridcell', { name: 'Assigned', exact: true })).toBeVisible();

    // The message as sent, found in the outbox by the code.
    await page.goto('/#/outbox');
    await page.getByPlaceholder('Search recipient, subject or message').fill(code);
    const message = page.getByRole('row', { name: email });
    await expect(message).toHaveCount(1);
    await expect(message.getByText('E-mail')).toBeVisible();
  });
});
