import { LABELS } from './labels.js';
import { fillLeftoverDate } from './dates.js';
import { compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';
import { parsePlateNumber, vehicleFields } from './vehicleFields.js';

const CLEARANCE_LABELS = {
  owner: LABELS.owner, chassisNo: LABELS.chassisNo, plateNumber: LABELS.plateNumber, issueDate: LABELS.issueDate,
  expiryDate: { ...LABELS.validUntil, en: [...LABELS.validUntil.en, 'Expiry Date'] },
  status: { en: ['Status'], ar: ['الحالة'] },
  title: { en: ['Vehicle Clearance Certificate', 'Traffic Department'] },
};

/**
 * A vehicle clearance certificate (no pending fines; DOMAIN.md §1.4): owner, chassis, plate,
 * issue date and the date it is valid until.
 *
 * @example parseVehicleClearanceCertificate('Valid Until: 05/06/2025').fields.expiryDate // '2025-06-05'
 */
export function parseVehicleClearanceCertificate(text: string): Parsed {
  const scan = createTextScanner(text, CLEARANCE_LABELS);
  const dates: Record<string, string | undefined> = { issueDate: scan.date('issueDate'), expiryDate: scan.date('expiryDate') };
  fillLeftoverDate(dates, Object.keys(dates), scan.lines);
  return {
    fields: compact({
      ...vehicleFields(scan, ['owner', 'chassisNo']),
      plateNumber: scan.pick('plateNumber', parsePlateNumber),
      ...dates,
    }),
    owners: {},
  };
}
