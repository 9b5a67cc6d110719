import { z } from 'zod';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { BODY_TYPES, BODY_VEHICLE_TYPE, type BodyType } from '../../../shared/contract/cars/cars.schema.js';
import {
  EMIRATES, NO_CLAIM_YEARS, PLATE_CODES, type ProposalCreate,
} from '../../../shared/contract/proposals/proposals.schema.js';
import { isValidEmiratesId } from '../../../shared/domain/emiratesId.js';
import { normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import { DEFAULT_NATIONALITY } from '../../../shared/domain/nationalities.js';

/**
 * The create wizard's flat form (FIELDS.md "Create wizard"): every input is text as typed, the
 * rules of normal and Quick mode are checked here, and `toCreateBody` builds the contract's
 * nested `proposals.create` body from it.
 */

export const WIZARD_SOURCES = ['Social Media', 'WhatsApp Campaign', 'Email Campaign', 'Friend Referral', 'Tasheel', 'Yalla Motor', 'Kavak', 'Source'] as const;
export const CURRENT_INSURERS = [
  'Abu Dhabi National Ins. Co.', 'Abu Dhabi National Takaful', 'Al Ain Ahlia Insurance Co.', 'Al Buhaira National Insurance Co',
  'Al Dhafra National Ins. Co', 'Al Fujairah National Ins. Co', 'Yas Takaful', 'Al Khazna Insurance Co.', 'Al Sagr National Ins. Co.',
  'Al Wathba National Insurance Co.', 'Alliance Insurance Co.', 'Arabian Scandinavian Ins. Co', 'Arabic Islamic Ins. Co.', 'HAYAH Insurance',
  'Dar Al Takaful', 'Dubai Insurance Co.', 'Dubai Islamic Ins. & Reins. Co.', 'Dubai National Ins. & Reins. Co', 'Emirates Insurance Co.',
  'Fidelity United Insurance Co.', 'Insurance House', 'Methaq Takaful Insurance Co.', 'National General Insurance Co',
  'National Health Insurance Co.', 'Noor Takaful General', 'Noor Takaful Family', 'Oman Insurance Co.', 'Orient Insurance Co.',
  'Orient UNB Takaful', 'RAK National Insurance Co.', 'Sharjah Insurance Co.', 'Takaful Emarat', 'Union Insurance Company',
  'National Takaful Company ( Wataina )', 'None (New Car)',
] as const;
export const NO_INSURER = 'None (New Car)';
export const NEVER_CLAIMED = 'No Claims for Five Years';
export const CYLINDER_OPTIONS = [
  { value: '4', label: '4' }, { value: '6', label: '6' }, { value: '8', label: '8' }, { value: '9', label: '9+' },
] as const;
export const PASSENGER_OPTIONS = ['4', '5', '6', '7', '8'] as const;
export { BODY_TYPES, EMIRATES, NO_CLAIM_YEARS, PLATE_CODES };

const text = z.string();
export const wizardSchema = z
  .object({
    isQuickProposal: z.boolean(),
    customerId: text,
    fullName: text, arabicName: text, gender: text, mobileNumber: text, nationality: text, email: text, employer: text,
    dateOfBirth: text, maritalStatus: text, occupation: text, address: text, source: text, sales: text,
    emiratesId: text, emiratesIdExpiryDate: text,
    dlTcNo: text, licenceIssueDate: text, placeOfIssueDL: text, licenceNo: text, licenceExpiryDate: text,
    typeOfIssues: text, currentInsurer: text, insureType: text, insuranceExpiryDate: text, claimHistory: text, yearOfNoClaim: text,
    policyNumber: text,
    carId: text, year: text, make: text, model: text, trimId: text, trim: text, regionalSpec: text, cylinders: text, bodyType: text,
    noOfPassengers: text, price: text, policyEffectiveDate: text,
    regCardExpiryDate: text, useOfVehicle: text, chesisNo: text, tcNo: text, registrationYear: text, registrationDate: text,
    registrationEmirate: text, engineNumber: text, color: text, plateNumber: text, plateCode: text, origin: text,
    promoCode: text, salesCommissionAgentId: text,
  })
  .superRefine((values, ctx) => {
    const fail = (path: WizardField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of requiredFields(values.isQuickProposal, values)) {
      const value = values[field];
      if (typeof value === 'string' && value.trim() === '') {
        fail(field, `${labelOf(field)} is required`);
      }
    }
    const mobile = normalizeUaeMobile(values.mobileNumber);
    if (values.mobileNumber.trim()) {
      if (!mobile.startsWith('5')) fail('mobileNumber', 'Mobile number should start with 5');
      else if (mobile.length !== 9) fail('mobileNumber', 'Mobile number must be 9 digits');
    }
    if (values.email.trim() && !z.email().safeParse(values.email.trim().toLowerCase()).success) fail('email', 'Must be a valid email');
    if (values.emiratesId.trim() && !isValidEmiratesId(values.emiratesId)) {
      fail('emiratesId', 'Emirates ID must be 784-YYYY-NNNNNNN-N with a valid check digit');
    }
    if (values.chesisNo.trim() && values.chesisNo.trim().length !== 17) fail('chesisNo', 'Chassis No. must be exactly 17 characters');
    if (values.licenceExpiryDate && values.licenceExpiryDate <= todayInDubai()) fail('licenceExpiryDate', 'Driving licence expired!');
    if (values.policyEffectiveDate) {
      if (values.policyEffectiveDate < addDays(todayInDubai(), -1)) fail('policyEffectiveDate', 'Must select future date!');
      else if (values.policyEffectiveDate > addYears(todayInDubai(), 1)) fail('policyEffectiveDate', "Can't select one year after date!");
    }
    if (values.price.trim()) {
      const aed = Number(values.price.replace(/,/g, ''));
      if (!Number.isFinite(aed) || aed <= 0) fail('price', 'Enter the car value in AED');
    }
    if (values.dateOfBirth && values.dateOfBirth >= todayInDubai()) fail('dateOfBirth', 'Enter a date of birth in the past');
  });

export type WizardValues = z.input<typeof wizardSchema>;
function labelOf(field: WizardField): string {
  return (wizardLabels as Partial<Record<WizardField, string>>)[field] ?? field;
}
export type WizardField = keyof WizardValues;

export const wizardLabels: Record<Exclude<WizardField, 'isQuickProposal' | 'customerId' | 'carId' | 'trimId'>, string> = {
  fullName: 'Full name', arabicName: 'Arabic name', gender: 'Gender', mobileNumber: 'Mobile number', nationality: 'Nationality',
  email: 'Email', employer: 'Employer', dateOfBirth: 'Date of birth', maritalStatus: 'Marital status', occupation: 'Occupation',
  address: 'Driver Address', source: 'Source', sales: 'Sales',
  emiratesId: 'ID Number', emiratesIdExpiryDate: 'ID expiry date',
  dlTcNo: 'TC Number', licenceIssueDate: 'Licence issue date', placeOfIssueDL: 'Place of issue', licenceNo: 'Licence number',
  licenceExpiryDate: 'Licence expiry date',
  typeOfIssues: 'Type of issues', currentInsurer: 'Current insurer', insureType: 'Insurance type',
  insuranceExpiryDate: 'Current Insurance expiry', claimHistory: 'Claim history', yearOfNoClaim: 'Claim Count',
  policyNumber: 'Current Insurance Policy Number',
  year: 'Year', make: 'Car Brand', model: 'Model', trim: 'Trim', regionalSpec: 'Regional spec', cylinders: 'Cylinders',
  bodyType: 'Body type', noOfPassengers: 'No. of passengers', price: 'Car Value', policyEffectiveDate: 'Policy Start Date',
  regCardExpiryDate: 'Reg. card expiry date', useOfVehicle: 'Use of vehicle', chesisNo: 'Chassis No.',
  tcNo: 'Registration card TC Number', registrationYear: 'Year of first registration', registrationDate: 'Registration card issue date',
  registrationEmirate: 'Registration emirate', engineNumber: 'Engine number', color: 'Color', plateNumber: 'Plate number',
  plateCode: 'Plate code', origin: 'Origin', promoCode: 'Voucher code', salesCommissionAgentId: 'Select Sales Agent',
};

/**
 * Still required in Quick mode (FIELDS.md "Q"). The contract also needs the licence issue date.
 * Employer is not here: FIELDS.md defaults it to a blank and the contract takes none, so marking
 * it required would be a promise the form does not keep.
 */
const QUICK_REQUIRED: readonly WizardField[] = [
  'fullName', 'mobileNumber', 'nationality', 'email', 'dateOfBirth', 'source', 'claimHistory', 'yearOfNoClaim',
  'year', 'make', 'model', 'regionalSpec', 'trim', 'cylinders', 'bodyType', 'noOfPassengers', 'price', 'policyEffectiveDate',
  'licenceIssueDate',
];
/** Required in normal mode only (FIELDS.md "req"). */
const NORMAL_REQUIRED: readonly WizardField[] = [
  'arabicName', 'gender', 'maritalStatus', 'occupation', 'address', 'emiratesId', 'emiratesIdExpiryDate',
  'dlTcNo', 'placeOfIssueDL', 'licenceNo', 'licenceExpiryDate',
  'typeOfIssues', 'currentInsurer', 'insureType', 'insuranceExpiryDate',
  'regCardExpiryDate', 'useOfVehicle', 'chesisNo', 'tcNo', 'registrationYear', 'registrationDate', 'registrationEmirate',
  'engineNumber', 'color', 'plateNumber', 'plateCode', 'origin',
];

/** The fields a submit needs in the current mode. */
export function requiredFields(quick: boolean, values?: Pick<WizardValues, 'source' | 'carId' | 'claimHistory'>): WizardField[] {
  const fields = quick ? [...QUICK_REQUIRED] : [...QUICK_REQUIRED, ...NORMAL_REQUIRED];
  // A car created from its VIN may have no catalogue trim.
  const withoutTrim = values?.carId ? fields.filter((f) => f !== 'trim') : fields;
  return values?.source === 'Source' ? [...withoutTrim, 'sales'] : withoutTrim;
}

export function isRequired(field: WizardField, quick: boolean): boolean {
  return requiredFields(quick).includes(field);
}

// ---------------------------------------------------------------- dates (Asia/Dubai days)

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
/** Whole years since a birth date ("Age (Years)"). */
export function ageInYears(dateOfBirth: string, today: string = todayInDubai()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The car value in fils, rounded to the nearest 100 AED (FIELDS.md "Car Value"). */
export function roundedCarValueAed(valueFils: number): number {
  return Math.round(valueFils / 100 / 100) * 100;
}

export function wizardDefaults(): WizardValues {
  return {
    isQuickProposal: false, customerId: '',
    fullName: '', arabicName: '', gender: '', mobileNumber: '', nationality: DEFAULT_NATIONALITY, email: '', employer: '',
    dateOfBirth: '', maritalStatus: 'Married', occupation: 'Manager', address: '', source: '', sales: '',
    emiratesId: '', emiratesIdExpiryDate: '',
    dlTcNo: '', licenceIssueDate: '', placeOfIssueDL: '', licenceNo: '', licenceExpiryDate: '',
    typeOfIssues: 'Renewal', currentInsurer: '', insureType: '', insuranceExpiryDate: '', claimHistory: 'false', yearOfNoClaim: NEVER_CLAIMED,
    policyNumber: '',
    carId: '', year: '', make: '', model: '', trimId: '', trim: '', regionalSpec: 'GCC', cylinders: '', bodyType: '', noOfPassengers: '',
    price: '', policyEffectiveDate: todayInDubai(),
    regCardExpiryDate: '', useOfVehicle: 'Personal', chesisNo: '', tcNo: '', registrationYear: '', registrationDate: '',
    registrationEmirate: '', engineNumber: '', color: '', plateNumber: '', plateCode: '', origin: '',
    promoCode: '', salesCommissionAgentId: '',
  };
}

// ---------------------------------------------------------------- the contract body

const opt = (value: string) => (value.trim() === '' ? null : value.trim());
const optDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const optNumber = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** `proposals.create`'s body from the wizard's values. */
export function toCreateBody(v: WizardValues): ProposalCreate {
  const bodyType = (BODY_TYPES as readonly string[]).includes(v.bodyType) ? (v.bodyType as BodyType) : null;
  const priceAed = Number(v.price.replace(/,/g, ''));
  return {
    customer: {
      ...(v.customerId ? { customerId: v.customerId } : {}),
      fullName: v.fullName.trim(),
      email: v.email.trim().toLowerCase(),
      mobileNumber: v.mobileNumber,
      nationality: v.nationality.trim() || DEFAULT_NATIONALITY,
      dateOfBirth: v.dateOfBirth,
      emiratesId: opt(v.emiratesId),
      drivingLicenseNo: opt(v.licenceNo),
      drivingLicenseIssueDate: optDay(v.licenceIssueDate),
      drivingLicenseExpiryDate: optDay(v.licenceExpiryDate),
      arabicName: opt(v.arabicName),
      gender: (opt(v.gender) as 'female' | 'male' | 'other' | null),
      maritalStatus: (opt(v.maritalStatus) as 'Married' | 'Single' | null),
      occupation: opt(v.occupation),
      address: opt(v.address),
      employer: opt(v.employer),
      emiratesIdExpiryDate: optDay(v.emiratesIdExpiryDate),
      dlTcNo: opt(v.dlTcNo),
      placeOfIssueDL: (opt(v.placeOfIssueDL) as (typeof EMIRATES)[number] | null),
    },
    car: {
      ...(v.carId ? { carId: v.carId } : {}),
      year: Number(v.year),
      make: v.make,
      model: v.model,
      trim: opt(v.trim),
      trimId: opt(v.trimId),
      bodyType,
      vehicleType: bodyType ? BODY_VEHICLE_TYPE[bodyType] : 'sedan',
      cylinders: Number(v.cylinders),
      seats: optNumber(v.noOfPassengers),
      gccSpec: v.regionalSpec !== 'Non-GCC',
      colour: opt(v.color),
      valueFils: Number.isFinite(priceAed) ? Math.round(priceAed * 100) : 0,
      registration: {
        chesisNo: opt(v.chesisNo)?.toUpperCase() ?? null,
        plateNumber: opt(v.plateNumber),
        plateCode: opt(v.plateCode),
        registrationEmirate: (opt(v.registrationEmirate) as (typeof EMIRATES)[number] | null),
        registrationYear: optNumber(v.registrationYear),
        registrationDate: optDay(v.registrationDate),
        regCardExpiryDate: optDay(v.regCardExpiryDate),
        tcNo: opt(v.tcNo),
        engineNumber: opt(v.engineNumber),
        origin: opt(v.origin),
        useOfVehicle: v.useOfVehicle === 'Commercial' ? 'Commercial' : 'Personal',
      },
    },
    driver: {
      licenceNo: opt(v.licenceNo),
      licenceIssueDate: v.licenceIssueDate,
      licenceExpiryDate: optDay(v.licenceExpiryDate),
    },
    insurance: {
      typeOfIssues: v.typeOfIssues === 'New' ? 'New' : 'Renewal',
      currentInsurer: v.currentInsurer === NO_INSURER ? null : opt(v.currentInsurer),
      currentInsuranceType: (opt(v.insureType) as 'comprehensive' | 'thirdparty' | null),
      insuranceExpiryDate: optDay(v.insuranceExpiryDate),
      claimHistory: v.claimHistory === 'true',
      yearOfNoClaim: (opt(v.yearOfNoClaim) as (typeof NO_CLAIM_YEARS)[number] | null),
      policyNumber: opt(v.policyNumber),
    },
    policyEffectiveDate: v.policyEffectiveDate,
    isQuickProposal: v.isQuickProposal,
    insuranceType: 'all',
    source: (opt(v.source) as (typeof WIZARD_SOURCES)[number] | null) ?? 'Website',
    sales: opt(v.sales),
    promoCode: opt(v.promoCode),
    salesCommissionAgentId: opt(v.salesCommissionAgentId),
  };
}

/** The contract's field paths (as the server names them) → the wizard's fields. */
const SERVER_FIELDS: Record<string, WizardField> = {
  'customer.fullName': 'fullName', 'customer.email': 'email', 'customer.mobileNumber': 'mobileNumber',
  'customer.nationality': 'nationality', 'customer.dateOfBirth': 'dateOfBirth', 'customer.emiratesId': 'emiratesId',
  'customer.drivingLicenseNo': 'licenceNo', 'customer.drivingLicenseIssueDate': 'licenceIssueDate',
  'customer.drivingLicenseExpiryDate': 'licenceExpiryDate', 'customer.arabicName': 'arabicName', 'customer.gender': 'gender',
  'customer.maritalStatus': 'maritalStatus', 'customer.occupation': 'occupation', 'customer.address': 'address',
  'customer.employer': 'employer', 'customer.emiratesIdExpiryDate': 'emiratesIdExpiryDate', 'customer.dlTcNo': 'dlTcNo',
  'customer.placeOfIssueDL': 'placeOfIssueDL',
  'car.year': 'year', 'car.make': 'make', 'car.model': 'model', 'car.trim': 'trim', 'car.trimId': 'trim', 'car.bodyType': 'bodyType',
  'car.cylinders': 'cylinders', 'car.seats': 'noOfPassengers', 'car.gccSpec': 'regionalSpec', 'car.colour': 'color',
  'car.valueFils': 'price', 'car.carId': 'year',
  'car.registration.chesisNo': 'chesisNo', 'car.registration.plateNumber': 'plateNumber', 'car.registration.plateCode': 'plateCode',
  'car.registration.registrationEmirate': 'registrationEmirate', 'car.registration.registrationYear': 'registrationYear',
  'car.registration.registrationDate': 'registrationDate', 'car.registration.regCardExpiryDate': 'regCardExpiryDate',
  'car.registration.tcNo': 'tcNo', 'car.registration.engineNumber': 'engineNumber', 'car.registration.origin': 'origin',
  'car.registration.useOfVehicle': 'useOfVehicle',
  'driver.licenceNo': 'licenceNo', 'driver.licenceIssueDate': 'licenceIssueDate', 'driver.licenceExpiryDate': 'licenceExpiryDate',
  'insurance.typeOfIssues': 'typeOfIssues', 'insurance.currentInsurer': 'currentInsurer', 'insurance.currentInsuranceType': 'insureType',
  'insurance.insuranceExpiryDate': 'insuranceExpiryDate', 'insurance.claimHistory': 'claimHistory',
  'insurance.yearOfNoClaim': 'yearOfNoClaim', 'insurance.policyNumber': 'policyNumber',
  policyEffectiveDate: 'policyEffectiveDate', source: 'source', sales: 'sales', promoCode: 'promoCode',
  salesCommissionAgentId: 'salesCommissionAgentId',
};

/** The server's field errors renamed to the wizard's fields (unknown paths kept, for the summary). */
export function toWizardFieldErrors(fieldErrors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fieldErrors) return undefined;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const key = path.replace(/^body\./, '');
    out[SERVER_FIELDS[key] ?? key] = message;
  }
  return out;
}
