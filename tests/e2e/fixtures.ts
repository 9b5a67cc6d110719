import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'BrokerDesk#1';

/** The server address comes from the global setup, which runs after the config is read. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

export async function signIn(page: Page, email = 'admin@brokerdesk.demo', password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the shell shows its navigation (sign-in then lands on the dashboard).
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** The customer pays a payment link on the sandbox gateway's page, in a window of their own, with a test card. */
export async function payOnGatewayPage(context: BrowserContext, paymentUrl: string, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  const customer = await context.newPage();
  await customer.goto(paymentUrl);
  await customer.getByLabel('Card number').fill(cardNumber);
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customer.getByText('Payment received', { exact: true })).toBeVisible();
  await customer.close();
}
