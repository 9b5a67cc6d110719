/** The seven emirates, in the order every emirate select lists them. */
export const EMIRATES = ['Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain'] as const;
export type Emirate = (typeof EMIRATES)[number];
