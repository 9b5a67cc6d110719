import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import type { DetailStatus } from '../../components/detail/DetailScreen.js';
import { show } from '../../components/display.js';

const historyParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** FIELDS.md "Premium-edit history": `MM-dd-yyyy HH:mm` (Asia/Dubai), or `-`. */
export function formatEditedAt(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const part = (type: Intl.DateTimeFormatPartTypes) => historyParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "Comprehensive" / "Third Party" for a quote's insurance type. */
export function insuranceTypeLabel(type: string | null | undefined): string {
  if (type === 'comprehensive') return 'Comprehensive';
  if (type === 'thirdparty') return 'Third Party';
  return show(type);
}

/** "Agency" / "Non-Agency" (FIELDS.md "Repair Type"). */
export function repairLabel(repair: string | null | undefined): string {
  if (repair === 'agency') return 'Agency';
  if (repair === 'nonagency') return 'Non-Agency';
  return show(repair);
}

/** Whether a quote can no longer be edited: paid or its policy bought. */
export function isQuoteLocked(quote: Pick<Quote, 'paymentStatus' | 'isBought'>): boolean {
  return quote.isBought || quote.paymentStatus === 'paid' || quote.paymentStatus === 'refunded';
}

/** The quote's state in words for the header badge. */
export function quoteStatus(quote: Pick<Quote, 'isBought' | 'paymentStatus' | 'expiresAt' | 'isCurrent'>, now = Date.now()): DetailStatus {
  if (quote.isBought) return { label: 'Purchased', color: 'success' };
  if (quote.paymentStatus === 'paid') return { label: 'Paid', color: 'success' };
  if (quote.paymentStatus === 'refunded') return { label: 'Refunded', color: 'informative' };
  if (!quote.isCurrent) return { label: 'Replaced', color: 'subtle' };
  if (quote.expiresAt && Date.parse(quote.expiresAt) < now) return { label: 'Expired', color: 'danger' };
  if (quote.paymentStatus === 'pending') return { label: 'Payment pending', color: 'warning' };
  return { label: 'Active', color: 'brand' };
}
