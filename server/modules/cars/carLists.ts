/** Car colours as registration cards list them. */
export const CAR_COLOURS = [
  'White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Brown', 'Beige', 'Gold', 'Green', 'Maroon', 'Orange', 'Yellow', 'Purple', 'Bronze', 'Pearl White', 'Multi-colour',
] as const;
