/** Display formats every screen shares (UX.md §0): dates in Asia/Dubai, money in AED. */
const TIME_ZONE = 'Asia/Dubai';

const dateParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
const timeParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy, or `-` for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateParts.format(date) : '-';
}

/** dd/MM/yyyy HH:mm (24 h), or `-`. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeParts.format(date).replace(',', '') : '-';
}

/** HH:mm (24 h, Asia/Dubai), or `-`: the time of something that happened today. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? timeParts.format(date) : '-';
}

/**
 * Money is kept in fils (integers); shown as `AED 1,234.50`. Zero has no sign: a negated empty
 * sum (-0, as "no discount" often is) or an amount that rounds to nothing shows `AED 0.00`.
 */
export function formatAed(fils: number | null | undefined): string {
  return typeof fils === 'number' && Number.isFinite(fils) ? `AED ${money.format(fils / 100)}` : '-';
}

/** A promo code's or an offer's discount: "10 %", or a fixed amount kept in fils as "AED 50.00" (FIELDS.md "Code Discount"). */
export function formatDiscount(discount: { discountType: 'percentage' | 'fixedPrice'; discountValue: number }): string {
  return discount.discountType === 'percentage' ? `${discount.discountValue} %` : formatAed(discount.discountValue);
}
