import { SAMPLE_PDF } from '../fixtures/uploads/sampleFiles.js';
import { apiSignIn, listCustomers } from './api.js';
import { expect, signIn, test } from './fixtures.js';

declare global {
  interface Window {
    /** Titles of the browser notifications the page raised (recorded by the init script below). */
    raisedNotifications: string[];
  }
}

test.describe('live notifications', () => {
  test('an event the server emits appears in the bell panel within a second and raises a browser notification', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    // Record every Notification the page constructs; the real one still runs.
    await page.addInitScript(() => {
      const Real = window.Notification;
      window.raisedNotifications = [];
      class Recording extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          window.raisedNotifications.push(title);
        }
      }
      Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
      Object.defineProperty(Recording, 'requestPermission', { value: Real.requestPermission.bind(Real) });
      window.Notification = Recording;
    });

    const token = await apiSignIn();
    const [customer] = (await listCustomers(token, 'page=4&size=10')).data;
    await signIn(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await bell.click();
    await expect(page.getByText('Mark all read').or(page.getByText('There is no notification found')).or(page.getByRole('list', { name: 'Notification list' })).first()).toBeVisible();
    // The socket has joined its room once the connection indicator has nothing to say.
    await page.waitForFunction(() => !document.body.innerText.includes('Offline – reconnecting'));

    const fileName = `e2e-notify-${Date.now()}.pdf`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), fileName);
    const emittedAt = Date.now();
    const response = await fetch(`${baseURL}/api/admin/customers/${customer!._id}/documents/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(200);

    await expect(page.getByText(`${fileName} added to ${customer!.fullName}`)).toBeVisible({ timeout: 1000 });
    expect(Date.now() - emittedAt).toBeLessThan(1000);
    await expect.poll(() => page.evaluate(() => window.raisedNotifications)).toContain('Document uploaded');

    // Opening it closes the panel, marks it read and shows the record it is about.
    await page.getByText(`${fileName} added to ${customer!.fullName}`).click();
    await expect(page.getByRole('heading', { name: customer!.fullName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before} unread`);
  });
});
