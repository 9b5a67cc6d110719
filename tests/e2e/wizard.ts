import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '../../shared/domain/emiratesId.js';
import { expect } from './fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `offset` days from today, as date inputs take it. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Fills what is still empty in the proposal wizard, as an agent types it: the customer (Omar
 * Haddad), Emirates ID, licence, current insurance, a two-year-old Toyota Camry from the catalogue
 * and its registration. What is already filled (by the agent or a scanned card) is left alone.
 * The e-mail, which looks the customer up, is the test's own.
 */
export async function fillWizardGaps(page: Page, stamp: number): Promise<void> {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const choice = (name: string) => page.getByRole('combobox', { name, exact: true });
  const fill = async (name: string, value: string) => {
    if ((await box(name).inputValue()) === '') await box(name).fill(value);
  };
  const choose = async (name: string, option: string | { index: number }) => {
    if ((await choice(name).inputValue()) === '') await choice(name).selectOption(option);
  };

  await fill('Full name', 'Omar Haddad');
  await fill('Arabic name', 'عمر حداد');
  if (!(await page.getByRole('radio', { name: 'Female', exact: true }).isChecked())) await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await fill('Mobile number', '501239876');
  await fill('Date of birth', '1986-03-14');
  await fill('Driver Address', 'Villa 12, Al Barsha, Dubai');
  await choose('Source', 'Friend Referral');
  const idBody = `7841986${String(stamp).slice(-7)}`;
  await fill('ID Number', idBody + luhnCheckDigit(idBody));
  await fill('ID expiry date', day(400));
  await fill('TC Number', '10203040');
  await fill('Licence issue date', '2008-05-01');
  await choose('Place of issue', 'Dubai');
  await fill('Licence number', '4455667');
  await fill('Licence expiry date', day(700));
  await choose('Current insurer', 'Orient Insurance Co.');
  await choose('Insurance type', 'comprehensive');
  await fill('Current Insurance expiry', day(2));
  const year = String(new Date().getUTCFullYear() - 2);
  await choose('Year', year);
  await choose('Car Brand', 'Toyota');
  await choose('Model', 'Camry');
  await choose('Trim', { index: 1 });
  await expect(box('Car Value (AED)')).not.toHaveValue('');
  await fill('Policy Start Date', day(1));
  await fill('Reg. card expiry date', day(300));
  await fill('Chassis No.', 'JTNB11HK5J3012345');
  await fill('Registration card TC Number', '90807060');
  await choose('Year of first registration', year);
  await fill('Registration card issue date', `${year}-02-10`);
  await choose('Registration emirate', 'Dubai');
  await fill('Engine number', '2AR1234567');
  await fill('Color', 'White');
  await fill('Plate number', '48213');
  await choose('Plate code', 'K');
  await fill('Origin', 'Japan');
}
