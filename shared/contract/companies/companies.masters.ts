import type { MasterItem } from './companies.schema.js';

const AED = 100;

/** Motor benefits and add-ons a plan can include or sell (DOMAIN §4.6; prices indicative, unverified). */
export const MOTOR_BENEFITS: readonly MasterItem[] = [
  { code: 'paDriver', label: 'Personal accident cover for the driver', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 120 * AED },
  { code: 'paPassengers', label: 'Personal accident cover for passengers', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 30 * AED },
  { code: 'rentACar', label: 'Rent-a-car', dType: 'number', hasLimit: true, limitUnit: 'days', suggestedChargeFils: 150 * AED },
  { code: 'roadsideAssistance', label: 'Roadside assistance', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 50 * AED },
  { code: 'agencyRepair', label: 'Agency repair', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'omanCover', label: 'Oman own-damage extension', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 250 * AED },
  { code: 'gccCover', label: 'GCC own-damage extension', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 400 * AED },
  { code: 'offRoad', label: 'Off-road cover (4x4 only)', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 300 * AED },
  { code: 'naturalPerils', label: 'Natural perils (storm, flood)', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 100 * AED },
  { code: 'windscreen', label: 'Windscreen damage', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: null },
  { code: 'personalBelongings', label: 'Personal belongings', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 75 * AED },
  { code: 'replacementKeys', label: 'Replacement of keys', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: null },
];

/** Motor coverages a plan states with a value (DOMAIN §4.1). */
export const MOTOR_COVERAGES: readonly MasterItem[] = [
  { code: 'thirdPartyPropertyDamage', label: 'Third-party property damage', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'thirdPartyBodilyInjury', label: 'Third-party bodily injury', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'ownDamage', label: 'Own damage (loss and damage)', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'fireAndTheft', label: 'Fire and theft', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'ambulanceCover', label: 'Ambulance cover', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
  { code: 'emergencyMedical', label: 'Emergency medical expenses', dType: 'string', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
];

const byCode = new Map([...MOTOR_BENEFITS, ...MOTOR_COVERAGES].map((item) => [item.code, item.label]));
/** The label of a benefit or coverage code; the code itself when unknown. */
export function masterLabel(code: string): string {
  return byCode.get(code) ?? code;
}
