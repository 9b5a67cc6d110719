import { addDays, daysBetween } from './dubaiDay.js';

/**
 * A motor claim's path through a broker's claims desk. Registered (the customer told the broker),
 * Documents pending (the insurer or the desk listed what is missing), Submitted to insurer, Survey
 * (the insurer's surveyor inspects the car), then the insurer's decision: Approved or Rejected.
 * An approved repair goes Repair in progress → Settled; a total loss is settled without a repair.
 * Closed ends every path. The insurer may ask for more papers at submission or survey, so both
 * step back to Documents pending; nothing else steps back.
 */
export const CLAIM_STATUSES = ['Registered', 'Documents pending', 'Submitted to insurer', 'Survey', 'Approved', 'Rejected', 'Repair in progress', 'Settled', 'Closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const NEXT: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  Registered: ['Documents pending', 'Submitted to insurer', 'Closed'],
  'Documents pending': ['Submitted to insurer', 'Closed'],
  'Submitted to insurer': ['Documents pending', 'Survey', 'Approved', 'Rejected'],
  Survey: ['Documents pending', 'Approved', 'Rejected'],
  Approved: ['Repair in progress', 'Settled'],
  Rejected: ['Closed'],
  'Repair in progress': ['Settled'],
  Settled: ['Closed'],
  Closed: [],
};

/** The statuses a claim may move to from `status`. */
export function nextClaimStatuses(status: ClaimStatus): readonly ClaimStatus[] {
  return NEXT[status];
}

/**
 * A settled or closed claim's photos and papers are the record of what was paid or decided, so
 * none is removed from it any more; until then staff may remove a wrongly attached file.
 */
export function claimFilesLocked(status: ClaimStatus): boolean {
  return status === 'Settled' || status === 'Closed';
}

/** Why a move is refused, or undefined when the workflow allows it. A rejection must carry the insurer's written reasons. */
export function claimMoveRefusal(from: ClaimStatus, to: ClaimStatus, note: string): string | undefined {
  if (!NEXT[from].includes(to)) return `A claim cannot go from ${from} to ${to}`;
  if (to === 'Rejected' && note.trim() === '') return "A rejection needs the insurer's written reasons";
  return undefined;
}

/** Days the insurer has to acknowledge a claim and list missing documents, from its notification (IA Decision 25/2016, art. 6). */
export const ACKNOWLEDGE_WITHIN_DAYS = 3;
/** Days the insurer has to pay, from the day the documents are complete (same article). */
export const PAY_WITHIN_DAYS = 15;

export interface ClaimDates {
  /** Dubai calendar days `yyyy-MM-dd`. */
  notifiedOn: string;
  acknowledgedOn?: string | null;
  documentsCompleteOn?: string | null;
  settledOn?: string | null;
}

export interface ClaimClock {
  /** Which deadline runs: the acknowledgement, the payment, or none (settled, or waiting for documents after the acknowledgement). */
  stage: 'acknowledgement' | 'payment' | 'none';
  dueOn: string | null;
  /** Days left until the due day (0 on it), negative once missed. */
  daysLeft: number | null;
  overdue: boolean;
}

const NO_CLOCK: ClaimClock = { stage: 'none', dueOn: null, daysLeft: null, overdue: false };

/**
 * The regulator's clock of a claim on `today`: first the 3 days to acknowledge it, then, once its
 * documents are complete, the 15 days to pay. Counted in calendar days (the decision says days, not
 * working days); the due day itself is still in time.
 *
 * @example claimClock({ notifiedOn: '2026-11-20' }, '2026-11-24') // { stage: 'acknowledgement', dueOn: '2026-11-23', daysLeft: -1, overdue: true }
 */
export function claimClock(dates: ClaimDates, today: string): ClaimClock {
  if (dates.settledOn) return NO_CLOCK;
  const running = (stage: ClaimClock['stage'], from: string, days: number): ClaimClock => {
    const dueOn = addDays(from, days);
    const daysLeft = daysBetween(today, dueOn);
    return { stage, dueOn, daysLeft, overdue: daysLeft < 0 };
  };
  if (dates.documentsCompleteOn) return running('payment', dates.documentsCompleteOn, PAY_WITHIN_DAYS);
  if (!dates.acknowledgedOn) return running('acknowledgement', dates.notifiedOn, ACKNOWLEDGE_WITHIN_DAYS);
  return NO_CLOCK;
}

/** A total loss: repairing the car would cost more than half its value just before the accident. Amounts in fils. */
export function isTotalLoss(repairEstimateFils: number, preAccidentValueFils: number): boolean {
  return repairEstimateFils * 2 > preAccidentValueFils;
}
