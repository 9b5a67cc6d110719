import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';
import type { PdfLayout } from './pdfLayout.js';

/** The blocks the motor sales documents (quote, policy schedule, comparison) draw alike. */

/**
 * `dd-MM-yyyy`, the detail screens' date format (FIELDS.md).
 *
 * @example formatDay('2025-09-01T08:00:00.000Z') // '01-09-2025'
 */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '-';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const TYPE_LABEL: Record<string, string> = { comprehensive: 'Comprehensive', thirdparty: 'Third Party' };
const REPAIR_LABEL: Record<string, string> = { agency: 'Agency', nonagency: 'Non-Agency' };

/** "Comprehensive", "Third Party", or null when the quote does not say. */
export function typeLabel(quote: Pick<Quote, 'insuranceType'>): string | null {
  return quote.insuranceType ? TYPE_LABEL[quote.insuranceType] ?? quote.insuranceType : null;
}

/** "Agency", "Non-Agency", or null when the quote does not say. */
export function repairLabel(quote: Pick<Quote, 'repairCondition'>): string | null {
  return quote.repairCondition ? REPAIR_LABEL[quote.repairCondition] ?? quote.repairCondition : null;
}

/** The excess as the customer reads it. */
export function excessLabel(quote: Pick<Quote, 'excessFils'>): string {
  return quote.excessFils === null ? 'As per policy wording' : `${formatAed(quote.excessFils)} per claim`;
}

/**
 * The insured person: name, contact, Emirates ID and licence.
 *
 * @example insuredFields(layout, customer);
 */
export function insuredFields(layout: PdfLayout, customer: CustomerWithProfile): void {
  layout.fields([
    ['Name', customer.fullName],
    ['Nationality', customer.nationality],
    ['Mobile', `+971 ${customer.mobileNumber}`],
    ['Email', customer.email],
    ['Emirates ID', customer.emiratesId ? formatEmiratesId(customer.emiratesId) : null],
    ['Date of birth', formatDay(customer.dateOfBirth)],
    ['Driving licence', customer.drivingLicenseNo],
    ['Licence expiry', formatDay(customer.drivingLicenseExpiryDate)],
  ]);
}

/**
 * The car with its registration; `insuredValueFils` is the value quoted on (the car's own value when null).
 *
 * @example carFields(layout, car, quote.valueFils);
 */
export function carFields(layout: PdfLayout, car: ProposalCar | null, insuredValueFils: number | null): void {
  if (!car) {
    layout.paragraph('No car details on the proposal.', { muted: true });
    return;
  }
  const registration = car.registration;
  layout.fields([
    ['Car', [car.year, car.make, car.model, car.trim].filter(Boolean).join(' ')],
    ['Insured value', formatAed(insuredValueFils ?? car.valueFils)],
    ['Chassis No.', registration.chesisNo ?? car.vin],
    ['Plate', [registration.registrationEmirate, registration.plateCode, registration.plateNumber].filter(Boolean).join(' ')],
    ['Cylinders', String(car.cylinders)],
    ['Seats', car.seats ? String(car.seats) : null],
    ['Specification', car.gccSpec ? 'GCC' : 'Non-GCC'],
    ['Use', registration.useOfVehicle],
  ]);
}
