/** The nationality of a customer whose input names none (FIELDS.md: the proposal forms' default, shown first). */
export const DEFAULT_NATIONALITY = 'United Arab Emirates';

/**
 * The one list of nationalities: what the nationalities endpoint serves to the proposal forms,
 * in its order (the default first, then A to Z), and the country names the document reader
 * looks for on UAE cards and licences, which print them the same way.
 */
export const NATIONALITIES = [
  DEFAULT_NATIONALITY, 'Afghanistan', 'Algeria', 'Australia', 'Bahrain', 'Bangladesh', 'Belgium', 'Brazil', 'Canada', 'China', 'Comoros',
  'Djibouti', 'Egypt', 'Eritrea', 'Ethiopia', 'France', 'Germany', 'Ghana', 'Greece', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Italy',
  'Japan', 'Jordan', 'Kazakhstan', 'Kenya', 'Kuwait', 'Lebanon', 'Libya', 'Malaysia', 'Mauritania', 'Mexico', 'Morocco', 'Nepal', 'Netherlands',
  'New Zealand', 'Nigeria', 'Oman', 'Pakistan', 'Palestine', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Russia', 'Saudi Arabia',
  'Somalia', 'South Africa', 'South Korea', 'Spain', 'Sri Lanka', 'Sudan', 'Sweden', 'Switzerland', 'Syria', 'Tanzania', 'Thailand', 'Tunisia',
  'Turkey', 'Uganda', 'Ukraine', 'United Kingdom', 'United States', 'Uzbekistan', 'Vietnam', 'Yemen',
] as const;

export type Nationality = (typeof NATIONALITIES)[number];
