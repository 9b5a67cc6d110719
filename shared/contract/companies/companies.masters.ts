import type { MasterItem } from './companies.schema.js';

/**
 * Motor coverages a plan states with a value (DOMAIN §4.1): the unified policy's, set by the
 * regulator, so a list here rather than a master staff edit. Benefits come from the benefits
 * master list (`/benifits`).
 */
export const MOTOR_COVERAGES: readonly MasterItem[] = [
  { code: 'thirdPartyPropertyDamage', label: 'Third-party property damage', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'thirdPartyBodilyInjury', label: 'Third-party bodily injury', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'ownDamage', label: 'Own damage (loss and damage)', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'fireAndTheft', label: 'Fire and theft', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'ambulanceCover', label: 'Ambulance cover', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'emergencyMedical', label: 'Emergency medical expenses', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
];

const byCode = new Map(MOTOR_COVERAGES.map((item) => [item.code, item.label]));
/** The label of a coverage code; the code itself when unknown. */
export function coverageLabel(code: string): string {
  return byCode.get(code) ?? code;
}
