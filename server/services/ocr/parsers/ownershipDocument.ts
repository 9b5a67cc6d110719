import { LABELS } from './labels.js';
import { compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';
import { vehicleFields } from './vehicleFields.js';

const OWNERSHIP_LABELS = {
  owner: LABELS.owner, chassisNo: LABELS.chassisNo, make: LABELS.make, model: LABELS.model, year: LABELS.year, issueDate: LABELS.issueDate,
  title: { en: ['Vehicle Ownership Certificate', 'Possession Certificate', 'Certificate No'] },
};

/**
 * An ownership (possession) certificate of a car not yet registered: owner, the car, the issue date.
 *
 * @example parseOwnershipDocument('Owner Name: Sara Haddad').fields.ownerName // 'Sara Haddad'
 */
export function parseOwnershipDocument(text: string): Parsed {
  const scan = createTextScanner(text, OWNERSHIP_LABELS);
  return {
    fields: compact({ ...vehicleFields(scan, ['owner', 'chassisNo', 'make', 'model', 'year']), issueDate: scan.date('issueDate') }),
    owners: {},
  };
}
