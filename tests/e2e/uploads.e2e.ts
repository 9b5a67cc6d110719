import { samplePdfParts } from '../fixtures/uploads/sampleFiles.js';
import { apiSignIn, listCustomers } from './api.js';
import { expect, signIn, test } from './fixtures.js';

const MB = 1024 * 1024;

test.describe('bulk upload', () => {
  test('20 files dropped on a customer get 20 rows; the oversized one is refused with the server\'s reason, the rest are listed on the record', async ({ page, baseURL }) => {
    const token = await apiSignIn();
    const [customer] = (await listCustomers(token, 'page=5&size=10')).data;
    await signIn(page);
    await page.goto(`/#/customers/${customer!._id}?tab=documents`);
    const zone = page.getByTestId('upload-drop-zone');
    await expect(zone).toBeVisible();

    const stamp = Date.now();
    const files = [
      ...Array.from({ length: 19 }, (_, index) => ({ name: `scan-${stamp}-${String(index + 1).padStart(2, '0')}.pdf`, size: 200 * 1024 + index * 1024 })),
      { name: `oversized-${stamp}.pdf`, size: 11 * MB },
    ];
    // The files are made in the page, as a desktop drag would hand them over: whole PDFs, their
    // padding filled in there (only the head and tail of each cross the wire to the page).
    const pdfs = files.map((file) => {
      const { head, tail } = samplePdfParts(file.size);
      return { name: file.name, size: file.size, head: head.toString('latin1'), tail: tail.toString('latin1') };
    });
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
      for (const file of list) {
        const bytes = new Uint8Array(file.size).fill(0x20);
        bytes.set(latin1(file.head));
        bytes.set(latin1(file.tail), file.size - file.tail.length);
        transfer.items.add(new File([bytes], file.name, { type: 'application/pdf' }));
      }
      return transfer;
    }, pdfs);
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });

    const uploads = page.getByRole('table', { name: 'Uploads' });
    await expect(uploads.getByRole('row')).toHaveCount(21); // header + 20
    await expect(page.getByText('19 of 20 uploaded, 1 refused')).toBeVisible({ timeout: 30_000 });
    for (const file of files.slice(0, 19)) {
      const row = uploads.getByRole('row', { name: new RegExp(file.name) });
      await expect(row.getByText('100%')).toBeVisible();
      await expect(row.getByText('Uploaded')).toBeVisible();
    }
    const refused = uploads.getByRole('row', { name: new RegExp(`oversized-${stamp}`) });
    await expect(refused.getByText(`Refused: "oversized-${stamp}.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.`)).toBeVisible();
    // Sending the same file again cannot help: no Retry, and no progress bar left short of the end.
    await expect(refused.getByRole('button', { name: `Retry oversized-${stamp}.pdf` })).toHaveCount(0);
    await expect(refused.getByRole('progressbar')).toHaveCount(0);

    // The record lists the 19 accepted files, and the server agrees.
    const listed = page.getByRole('table', { name: 'Customer documents' });
    for (const file of files.slice(0, 19)) await expect(listed.getByRole('row', { name: new RegExp(file.name) })).toBeVisible();
    await expect(listed.getByText(`oversized-${stamp}.pdf`)).toHaveCount(0);
    const response = await fetch(`${baseURL}/api/admin/customers/${customer!._id}/documents?size=200`, { headers: { authorization: `Bearer ${token}` } });
    const names = ((await response.json()) as { data: Array<{ fileName: string }> }).data.map((d) => d.fileName);
    expect(names.filter((name) => name.includes(String(stamp))).sort()).toEqual(files.slice(0, 19).map((f) => f.name).sort());
  });
});
