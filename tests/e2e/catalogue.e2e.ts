import { SAMPLE_PNG } from '../fixtures/uploads/sampleFiles.js';
import { expect, signIn, test } from './fixtures.js';

/**
 * Issue 14 end to end, on the resource kit's screens: a product with a formatted description and
 * an icon chosen in the file dialog, its page, switched off and found by the status filter.
 */
test.describe('catalogue (resource kit)', () => {
  test('create a product with an icon, see its page, disable it and find it by status', async ({ page }) => {
    const name = `E2E cover ${Date.now()}`;
    await signIn(page);
    await page.goto('/#/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Product name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('150');

    // Saving without the icon is refused before anything is sent.
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Towing anywhere in the UAE');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' day and night');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select the icon')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose icon…' }).click();
    await (await chooser).setFiles({ name: 'icon.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(page.getByText('icon.png (uploaded on save)')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('AED 150.00')).toBeVisible();
    await expect(page.locator('strong', { hasText: 'day and night' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Icon' })).toBeVisible();

    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`Product ${name} disabled`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();

    await page.goto('/#/products');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('false');
    await expect(page).toHaveURL(/isActive=false/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('switch', { name: `${name} enabled` })).not.toBeChecked();
  });
});
