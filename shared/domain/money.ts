/** UAE VAT on general insurance premiums (DOMAIN.md §4.8). */
export const VAT_PERCENT = 5;

/** A percentage of an amount in fils, rounded to the nearest fils: every premium, fee, discount and commission rate goes through it. */
export const percentOf = (fils: number, percent: number): number => Math.round((fils * percent) / 100);

/** The VAT on a taxable amount in fils, rounded to the fils. */
export const vatOf = (taxableFils: number): number => percentOf(taxableFils, VAT_PERCENT);
