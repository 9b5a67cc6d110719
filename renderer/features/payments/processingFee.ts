import { formatAed } from '../../../shared/domain/format.js';

/** FIELDS.md "Paid to the company": a direct payment carries no processing fee. */
export const FEE_NOT_ZERO = "Please set Processing fees to '0' because of mode of payment!";

/** FIELDS.md "Payment flows": the double-check before a link or a bank transfer. */
export function feeCheckText(feeFils: number): string {
  return `Please double check the processing fee, Current fee is ${formatAed(feeFils).replace(/^AED /, '')} AED. Continue only if it is right.`;
}
