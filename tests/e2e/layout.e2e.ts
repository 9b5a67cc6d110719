import type { Locator, Page } from '@playwright/test';
import { apiSignIn, listCustomers } from './api.js';
import { expect, signIn, test } from './fixtures.js';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box on the page`);
  return found;
}

/** Boxes of every visible text input, select and date field of the form, in page order. */
async function controlBoxes(page: Page): Promise<Box[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height })),
  );
}

/**
 * Issue 23 item 6: the screens as laid out in Chromium at the desktop's usual window size. Fields
 * side by side neither overlap nor sit at different heights, and the proposal page puts its quotes
 * near the top with a jump list to its sections.
 */
test.describe('layout', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the proposal wizard: no field overlaps its neighbour, and each select keeps its arrow inside its own column', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/proposals/create');
    const insurer = page.getByRole('combobox', { name: /^Current insurer/ });
    const type = page.getByRole('combobox', { name: /^Insurance type/ });
    await expect(insurer).toBeVisible();
    const [a, b] = [await box(insurer), await box(type)];
    const sameRow = Math.abs(a.y - b.y) < 2;
    if (sameRow) expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    else expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);

    const boxes = await controlBoxes(page);
    expect(boxes.length).toBeGreaterThan(10);
    for (const [i, one] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) {
        const overlap = one.x < other.x + other.width - 1 && other.x < one.x + one.width - 1 && one.y < other.y + other.height - 1 && other.y < one.y + one.height - 1;
        expect(overlap, `controls at ${JSON.stringify(one)} and ${JSON.stringify(other)} overlap`).toBe(false);
      }
    }
  });

  test('customer edit: fields side by side start at the same height, hint or not', async ({ page }) => {
    const token = await apiSignIn();
    const [customer] = (await listCustomers(token, 'page=1&size=1')).data;
    await signIn(page);
    await page.goto(`/#/customers/${customer!._id}/edit`);
    await expect(page.getByLabel('Full name')).toBeVisible();
    const boxes = await controlBoxes(page);
    expect(boxes.length).toBeGreaterThan(4);
    // Controls whose tops are within a field's height of each other share a row: their tops match.
    for (const [i, one] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) {
        if (Math.abs(one.y - other.y) < one.height) expect(Math.abs(one.y - other.y), 'fields in one row at different heights').toBeLessThanOrEqual(1);
      }
    }
  });

  test('the proposal page: quotes near the top, a jump list to every section, insurer names on one or two lines', async ({ page }) => {
    const token = await apiSignIn();
    const list = await fetch(`${process.env.E2E_BASE_URL}/api/admin/proposals/getproposals?page=1&size=5`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}',
    });
    const { data } = (await list.json()) as { data: Array<{ _id: string; quoteCount?: number }> };
    await signIn(page);
    await page.goto(`/#/proposals/${data[0]!._id}`);
    const quotations = page.getByRole('heading', { name: 'Quotations', level: 2 });
    await expect(quotations).toBeVisible();
    expect((await box(quotations)).y).toBeLessThan(500);

    const jump = page.getByRole('navigation', { name: 'Sections of the proposal' });
    for (const name of ['Quotations', 'Transactions', 'Car details', 'Customer details', 'Upload Documents', 'Proposal History']) {
      await expect(jump.getByRole('button', { name })).toBeVisible();
    }
    await jump.getByRole('button', { name: 'Proposal History' }).click();
    await expect(page.getByRole('heading', { name: 'Proposal History' })).toBeInViewport();

    const table = page.getByRole('table', { name: 'Quotations' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const lineHeight = await table.locator('tbody td').nth(1).evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    for (const cell of await table.locator('tbody tr td:nth-child(2)').all()) {
      expect((await box(cell)).height, `${await cell.innerText()} wraps`).toBeLessThanOrEqual(2 * lineHeight + 16);
    }
  });
});
