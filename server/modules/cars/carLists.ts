/** Nationalities for the proposal forms (FIELDS.md: default "United Arab Emirates", shown first). */
export const NATIONALITIES = [
  'United Arab Emirates', 'Afghanistan', 'Algeria', 'Australia', 'Bahrain', 'Bangladesh', 'Belgium', 'Brazil', 'Canada', 'China', 'Comoros',
  'Djibouti', 'Egypt', 'Eritrea', 'Ethiopia', 'France', 'Germany', 'Ghana', 'Greece', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Italy',
  'Japan', 'Jordan', 'Kazakhstan', 'Kenya', 'Kuwait', 'Lebanon', 'Libya', 'Malaysia', 'Mauritania', 'Mexico', 'Morocco', 'Nepal', 'Netherlands',
  'New Zealand', 'Nigeria', 'Oman', 'Pakistan', 'Palestine', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Russia', 'Saudi Arabia',
  'Somalia', 'South Africa', 'South Korea', 'Spain', 'Sri Lanka', 'Sudan', 'Sweden', 'Switzerland', 'Syria', 'Tanzania', 'Thailand', 'Tunisia',
  'Turkey', 'Uganda', 'Ukraine', 'United Kingdom', 'United States', 'Uzbekistan', 'Vietnam', 'Yemen',
] as const;

/** Car colours as registration cards list them. */
export const CAR_COLOURS = [
  'White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Brown', 'Beige', 'Gold', 'Green', 'Maroon', 'Orange', 'Yellow', 'Purple', 'Bronze', 'Pearl White', 'Multi-colour',
] as const;
