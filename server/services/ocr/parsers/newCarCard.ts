import { LABELS } from './labels.js';
import { compact, type Parsed } from './text.js';
import { createTextScanner } from './textScanner.js';
import { vehicleFields } from './vehicleFields.js';

const NEW_CAR_LABELS = {
  owner: LABELS.owner, make: LABELS.make, model: LABELS.model, year: LABELS.year, chassisNo: LABELS.chassisNo, engineNo: LABELS.engineNo,
  colour: LABELS.colour, origin: LABELS.origin, issueDate: LABELS.issueDate,
  title: { en: ['New Vehicle Card', 'Dealer Certificate'] },
};

/**
 * A new car's card from the dealer, before it is registered: owner, the car and the issue date.
 *
 * @example parseNewCarCard('Chassis No.: JTDBR32E720012345\nIssue Date: 02/05/2025').fields.issueDate // '2025-05-02'
 */
export function parseNewCarCard(text: string): Parsed {
  const scan = createTextScanner(text, NEW_CAR_LABELS);
  return {
    fields: compact({
      ...vehicleFields(scan, ['owner', 'make', 'model', 'year', 'chassisNo', 'engineNo', 'colour', 'origin']),
      issueDate: scan.date('issueDate'),
    }),
    owners: {},
  };
}
