import type { Page } from '@playwright/test';
import { formatEmiratesId } from '../../shared/domain/emiratesId.js';
import { generateCard, type SyntheticCard } from '../fixtures/ocr/syntheticCards.js';
import { expect, signIn, test } from './fixtures.js';
import { day, fillWizardGaps } from './wizard.js';

/** The first generated card of a kind that shows its front (and, when asked, is valid for a while yet). */
async function front(type: 'emiratesId' | 'registrationCard', validFor?: number): Promise<SyntheticCard> {
  for (let seed = 1; seed < 200; seed += 1) {
    const card = await generateCard(type, seed);
    const { side, expiryDate } = card.truth.fields;
    if (side === 'front' && (validFor === undefined || (expiryDate && expiryDate > day(validFor)))) return card;
  }
  throw new Error(`No valid ${type} front among the generated cards`);
}

/** Drops an image on a drop zone as a desktop drag hands files over. */
async function dropImage(page: Page, testId: string, fileName: string, png: Buffer) {
  const zone = page.getByTestId(testId);
  const dataTransfer = await page.evaluateHandle(({ name, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type: 'image/png' }));
    return transfer;
  }, { name: fileName, base64: png.toString('base64') });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * Issue 7 end to end: an agent drops an Emirates ID and a registration card on a new proposal and
 * sees the fields read by the server's OCR, verifies the kept Emirates ID on the proposal, shares
 * a comparison of two quotes by e-mail and finds the message, with its PDF, in the outbox.
 */
test.describe('documents and sharing', () => {
  test('scanned cards fill the wizard, the kept ID verifies, and a shared comparison lands in the outbox', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const [idCard, regCard] = [await front('emiratesId', 60), await front('registrationCard')];
    const id = idCard.truth.fields;
    const reg = regCard.truth.fields;
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const choice = (name: string) => page.getByRole('combobox', { name, exact: true });
    await signIn(page, 'agent@brokerdesk.demo');

    await page.goto('/#/proposals/create');
    await box('Email').fill(`e2e.scan.${stamp}@example.ae`);
    await box('Full name').click();
    await expect(page.getByText('New customer')).toBeVisible();

    // The cards are read on the server as they are dropped, and fill the empty fields.
    await dropImage(page, 'wizard-emiratesId-drop-zone', 'emirates-id.png', idCard.png);
    await dropImage(page, 'wizard-registrationCard-drop-zone', 'mulkiya.png', regCard.png);
    const idZone = page.getByRole('group', { name: 'Emirates ID', exact: true });
    const regZone = page.getByRole('group', { name: 'Car Registration Card', exact: true });
    await expect(idZone.getByText('File uploaded, Data fetched')).toBeVisible({ timeout: 60_000 });
    await expect(regZone.getByText('File uploaded, Data fetched')).toBeVisible({ timeout: 60_000 });
    await expect(box('ID Number')).toHaveValue(formatEmiratesId(id.idNumber!));
    await expect(box('Full name')).toHaveValue(id.fullName!);
    await expect(box('ID expiry date')).toHaveValue(id.expiryDate!);
    await expect(box('Plate number')).toHaveValue(reg.plateNumber!);
    await expect(box('Registration card TC Number')).toHaveValue(reg.tcNo!);
    await expect(choice('Registration emirate')).toHaveValue(reg.registrationEmirate!);

    // The generated registration cards have run out: the agent renews the dates, then types the rest.
    const year = String(new Date().getUTCFullYear() - 2);
    await box('Reg. card expiry date').fill(day(300));
    await box('Registration card issue date').fill(`${year}-02-10`);
    await fillWizardGaps(page, stamp);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/proposals\/[0-9a-f]{24}$/);

    // The dropped files are kept with the new customer and car, with what was read.
    const idPanel = page.getByRole('region', { name: 'Emirates ID', exact: true });
    await expect(idPanel.getByRole('listitem', { name: 'emirates-id.png' })).toBeVisible({ timeout: 60_000 });
    await expect(idPanel.getByRole('textbox', { name: 'ID number' })).not.toHaveValue('');
    const regPanel = page.getByRole('region', { name: 'Registration card', exact: true });
    await expect(regPanel.getByRole('listitem', { name: 'mulkiya.png' })).toBeVisible({ timeout: 60_000 });

    // The customer's name came from the card, so the check finds nothing wrong.
    await idPanel.getByRole('button', { name: 'Verify' }).click();
    await expect(idPanel.getByText('Verified')).toBeVisible();

    // Two quotes compared and shared by e-mail.
    const quoteBoxes = page.getByRole('checkbox', { name: /^Select / });
    await expect(quoteBoxes.nth(1)).toBeVisible();
    await quoteBoxes.nth(0).check();
    await quoteBoxes.nth(1).check();
    await page.getByRole('button', { name: 'Share comparison' }).click();
    const dialog = page.getByRole('dialog');
    const to = `e2e.compare.${stamp}@example.ae`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(to);
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog).toBeHidden();

    // The outbox has the message with the comparison attached.
    await page.goto(`/#/outbox?search=${encodeURIComponent(to)}`);
    const row = page.getByRole('row', { name: new RegExp(to.replace(/\./g, '\\.')) });
    await expect(row).toBeVisible();
    await row.click();
    const message = page.getByLabel('Sent message');
    await expect(message.getByText(to).first()).toBeVisible();
    await expect(message.getByText(/Comparison-.*\.pdf/)).toBeVisible();
  });
});
