import { randomInt } from 'node:crypto';
import { isValidEmiratesId } from '../../../shared/domain/emiratesId.js';
import { VIN_PATTERN, normalizeVin } from '../../../shared/domain/vin.js';
import { renderPolicyPdf } from '../pdf/salesPdfs.js';
import type { InsurerGateway, PolicyIssueRequest, PolicyIssueResult } from './insurerGateway.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Policy number formats of the insurers BrokerDesk places motor business with, as their
 * schedules print them (`#` a digit, `YYYY` the year). An insurer not listed gets a format
 * built from its initials.
 */
const NUMBER_FORMATS: Array<[RegExp, string]> = [
  [/adnic|abu dhabi national/i, 'P/01/MTR/YYYY/######'],
  [/sukoon|oman insurance/i, 'MC-YYYY-########'],
  [/orient/i, 'ORI/MOT/YYYY/#######'],
  [/\baxa\b|green crescent/i, 'GCI-MV-YYYY-######'],
  [/\brsa\b/i, 'RSA/DXB/MOT/########'],
  [/salama/i, 'SIA-MTR-YYYY-#####'],
  [/dubai insurance/i, 'DIC/MV/YYYY/######'],
  [/wathba/i, 'AWNIC-MOT-YYYY-######'],
  [/watania/i, 'WT/MTR/YYYY/######'],
  [/\bgig\b/i, 'GIG-MOT-YYYY########'],
  [/tokio/i, 'TMNF/UAE/MV/#######'],
  [/noor/i, 'NT-MOT-YYYY-######'],
];

/** Motor numbers in the insurer's known format; others (and every health policy) from its initials and the line's class. */
function numberFormat(companyName: string, line: 'motor' | 'health'): string {
  const known = line === 'motor' ? NUMBER_FORMATS.find(([pattern]) => pattern.test(companyName))?.[1] : undefined;
  if (known) return known;
  const initials = companyName.replace(/\(.*?\)/g, '').split(/\s+/).filter(Boolean).map((word) => word[0]!.toUpperCase()).join('').slice(0, 4);
  return `${initials || 'INS'}/${line === 'health' ? 'MED' : 'MOT'}/YYYY/######`;
}

/** A number in the insurer's format; `digit` draws each `#` (a seeded one keeps demo data reproducible). */
export function samplePolicyNumber(companyName: string, at: Date, digit: () => number = () => randomInt(10), line: 'motor' | 'health' = 'motor'): string {
  return numberFormat(companyName, line).replace('YYYY', String(at.getUTCFullYear())).replace(/#/g, () => String(digit()));
}

/**
 * The checks an insurer's issuing API makes, each refusal naming its field as theirs do: motor
 * needs the car's chassis and plate and the driver's licence; health the insured's Emirates ID
 * (the members' documents are checked before payment).
 */
export function issuingErrors(request: PolicyIssueRequest, now: Date): string[] {
  const errors: string[] = [];
  const { customer } = request;
  if (!request.quote.health) errors.push(...motorErrors(request));
  if (!customer.emiratesId) errors.push('EmiratesId: Emirates ID is required');
  else if (!isValidEmiratesId(customer.emiratesId)) errors.push('EmiratesId: Emirates ID is not valid');
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  if (request.startDate < yesterday) errors.push(`PolicyStartDate: ${request.startDate} is in the past; the policy cannot start more than 1 day back`);
  return errors;
}

function motorErrors({ car, customer }: PolicyIssueRequest): string[] {
  const errors: string[] = [];
  const chassis = car?.registration.chesisNo ?? car?.vin ?? null;
  if (!chassis) errors.push('ChassisNo: Chassis number is required');
  else if (!VIN_PATTERN.test(normalizeVin(chassis))) errors.push(`ChassisNo: "${chassis}" is not a valid 17-character VIN`);
  if (!car?.registration.plateNumber) errors.push('PlateNo: Plate number is required');
  if (!car?.registration.registrationEmirate) errors.push('RegistrationEmirate: Registration emirate is required');
  if (!customer.drivingLicenseNo) errors.push('LicenseNo: Driving licence number is required');
  return errors;
}

/**
 * The sandbox insurer: checks the request like a real issuing API and refuses with field errors,
 * otherwise issues a number in the insurer's own format and the policy schedule PDF.
 *
 * @example const insurer = createSandboxInsurer(); const result = await insurer.issuePolicy(request);
 */
export function createSandboxInsurer(now: () => number = Date.now): InsurerGateway {
  return {
    async issuePolicy(request): Promise<PolicyIssueResult> {
      const at = new Date(now());
      const errors = issuingErrors(request, at);
      if (errors.length > 0) return { ok: false, errors };
      const policyNumber = samplePolicyNumber(request.companyName, at, undefined, request.quote.health ? 'health' : 'motor');
      const document = await renderPolicyPdf({
        quote: request.quote, customer: request.customer, car: request.car, proposalRef: request.proposalRef,
        policy: { ref: request.policyRef, companyPolicyNumber: policyNumber, startDate: request.startDate, expiryDate: request.expiryDate, issuedAt: at.toISOString() },
      });
      return { ok: true, policyNumber, document };
    },
  };
}
