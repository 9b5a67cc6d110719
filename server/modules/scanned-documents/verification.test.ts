import { describe, expect, it } from 'vitest';
import type { FieldValues, KeptDocumentType, VerificationProblem } from '../../../shared/contract/scanned-documents/index.js';
import { REQUIRED_FIELDS, dubaiToday, namesMatch, verificationOf, verifyDocument, type VerifyExpectations } from './verification.js';

/** 15 June 2025, 12:00 in Dubai. */
const NOW = new Date('2025-06-15T08:00:00Z');
const VIN = '1HGCM82633A004352';
const EID = '784199012345676';

const VALID: Record<KeptDocumentType, FieldValues> = {
  emiratesId: { idNumber: EID, fullName: 'Rashid Al Hammadi', expiryDate: '2027-01-31', issueDate: '2022-01-31', dateOfBirth: '1990-05-01', side: 'front' },
  drivingLicense: { licenceNo: '1234567', fullName: 'Rashid Al Hammadi', expiryDate: '2030-01-01', issueDate: '2020-01-01', placeOfIssue: 'Dubai' },
  tradeLicense: { licenceNo: 'DET-778899', companyName: 'Falcon Trading LLC', expiryDate: '2026-03-01', issueDate: '2024-03-01' },
  registrationCard: {
    ownerName: 'Rashid Al Hammadi', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', expiryDate: '2026-01-01',
    registrationDate: '2025-01-02', insuranceExpiryDate: '2026-01-01', chassisNo: VIN, year: '2023', side: 'front',
  },
  rcFrontCopy: { ownerName: 'Rashid Al Hammadi', plateNumber: '12345', registrationEmirate: 'Abu Dhabi', expiryDate: '2026-01-01' },
  newCarCard: { ownerName: 'Rashid Al Hammadi', chassisNo: VIN, make: 'Honda', model: 'Accord', year: '2025', issueDate: '2025-06-01' },
  passingPaper: { chassisNo: VIN, inspectionDate: '2025-06-10', expiryDate: '2025-07-10', result: 'Passed' },
  ownershipDocument: { ownerName: 'Rashid Al Hammadi', chassisNo: VIN, issueDate: '2025-05-01' },
  vehicleClearanceCertificate: { chassisNo: VIN, issueDate: '2025-06-01', expiryDate: '2025-07-01', ownerName: 'Rashid Al Hammadi' },
  companyQuote: { companyName: 'Oman Insurance', premium: '1,850.50', carValue: '65000', validUntil: '2025-07-01' },
  ibanLetter: { iban: 'AE07 0331 2345 6789 0123 456', accountName: 'Rashid Al Hammadi', bankName: 'Emirates Horizon Bank', issueDate: '2025-06-01' },
};
const EXPECTED: VerifyExpectations = { fullName: 'Rashid Al Hammadi', chassisNo: VIN };

function check(type: KeptDocumentType, changes: Record<string, string | undefined>, expected: VerifyExpectations = EXPECTED): VerificationProblem[] {
  const values = { ...VALID[type], ...changes };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete values[key];
  return verifyDocument(type, values as FieldValues, expected, NOW);
}
const codes = (problems: VerificationProblem[]) => problems.map((problem) => `${problem.field}:${problem.code}`);

describe('verifyDocument', () => {
  it.each(Object.keys(VALID) as KeptDocumentType[])('finds nothing wrong with a good %s', (type) => {
    expect(check(type, {})).toEqual([]);
  });

  it.each(Object.entries(REQUIRED_FIELDS).flatMap(([type, keys]) => keys.map((key): [KeptDocumentType, string] => [type as KeptDocumentType, key])))(
    'a %s without %s is missing that field',
    (type, key) => {
      const problems = check(type, { [key]: undefined });
      expect(problems).toContainEqual({ field: key, code: 'missing', message: expect.stringMatching(/ is required\.$/) });
    },
  );

  it('treats a value of only spaces as missing', () => {
    expect(codes(check('drivingLicense', { licenceNo: '   ' }))).toEqual(['licenceNo:missing']);
  });

  describe('IBAN', () => {
    it('names the check a refund IBAN fails, and the holder who is not the customer', () => {
      expect(check('ibanLetter', { iban: 'AE07 0331 2345 6789 0123 457' })).toEqual([
        { field: 'iban', code: 'checkDigit', message: 'IBAN: The IBAN check digits do not match (mod-97): a character is mistyped.' },
      ]);
      expect(codes(check('ibanLetter', { iban: 'GB82 WEST 1234 5698 7654 32' }))).toEqual(['iban:format']);
      expect(codes(check('ibanLetter', { accountName: 'Someone Else' }))).toEqual(['accountName:nameMismatch']);
    });
  });

  describe('Emirates ID number', () => {
    it('accepts the number with dashes and spaces', () => {
      expect(check('emiratesId', { idNumber: '784-1990-1234567-6' })).toEqual([]);
      expect(check('emiratesId', { idNumber: '784 1990 1234567 6' })).toEqual([]);
    });

    it('refuses a wrong check digit', () => {
      expect(check('emiratesId', { idNumber: '784199012345675' })).toEqual([
        { field: 'idNumber', code: 'checkDigit', message: 'ID number 784199012345675 fails its check digit: look for a misread digit.' },
      ]);
    });

    it.each([['too short', '78419901234567'], ['not starting 784', '123199012345676'], ['with letters', '7841990123456A6']])(
      'refuses a number %s as a format problem',
      (_name, idNumber) => {
        expect(check('emiratesId', { idNumber })).toEqual([{ field: 'idNumber', code: 'format', message: 'ID number must be 784 followed by 12 digits.' }]);
      },
    );
  });

  describe('dates', () => {
    it('finds an expiry date in the past', () => {
      expect(check('drivingLicense', { expiryDate: '2025-06-14' })).toEqual([
        { field: 'expiryDate', code: 'expired', message: 'Expiry date 2025-06-14 has passed: the driving licence has expired.' },
      ]);
    });

    it('counts a document expiring today in Dubai as still valid', () => {
      expect(check('drivingLicense', { expiryDate: '2025-06-15' })).toEqual([]);
    });

    it('uses the day in Dubai, not in UTC', () => {
      // 21:30 UTC on the 14th is already 01:30 on the 15th in Dubai.
      const lateEvening = new Date('2025-06-14T21:30:00Z');
      expect(dubaiToday(lateEvening)).toBe('2025-06-15');
      expect(codes(verifyDocument('drivingLicense', { ...VALID.drivingLicense, expiryDate: '2025-06-14' }, EXPECTED, lateEvening))).toEqual(['expiryDate:expired']);
    });

    it.each([['registrationCard', 'insuranceExpiryDate'], ['companyQuote', 'validUntil'], ['passingPaper', 'expiryDate']] as const)(
      'checks the %s %s as an expiry date',
      (type, field) => {
        expect(codes(check(type, { [field]: '2024-12-31' }))).toEqual([`${field}:expired`]);
      },
    );

    it.each([['emiratesId', 'issueDate'], ['registrationCard', 'registrationDate'], ['passingPaper', 'inspectionDate']] as const)(
      'finds a %s %s in the future not yet valid',
      (type, field) => {
        expect(check(type, { [field]: '2025-06-16' })).toEqual([{ field, code: 'notYetValid', message: expect.stringContaining('2025-06-16 is in the future') }]);
      },
    );

    it.each(['15/06/2025', '2025-02-30', '2025-13-01', 'soon'])('refuses the date "%s" as a format problem', (value) => {
      expect(check('tradeLicense', { expiryDate: value })).toEqual([
        { field: 'expiryDate', code: 'format', message: `Expiry date "${value}" is not a date written as yyyy-MM-dd.` },
      ]);
    });

    it('refuses a date of birth in the future', () => {
      expect(codes(check('emiratesId', { dateOfBirth: '2030-01-01' }))).toEqual(['dateOfBirth:format']);
    });
  });

  describe('formats', () => {
    it.each(['2023X', '1899', '2027', '23'])('refuses the model year "%s"', (year) => {
      expect(codes(check('newCarCard', { year }))).toEqual(['year:format']);
    });

    it.each(['1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM82633A0O4352'])('refuses the VIN "%s"', (chassisNo) => {
      expect(codes(check('passingPaper', { chassisNo }, {}))).toEqual(['chassisNo:format']);
    });

    it('accepts a VIN with a wrong check digit (only North American VINs must carry one)', () => {
      expect(check('ownershipDocument', { chassisNo: 'WDD2050421R123456' }, { fullName: EXPECTED.fullName })).toEqual([]);
    });

    it('accepts any of the seven emirates whatever the case and spacing, and refuses anything else', () => {
      expect(check('registrationCard', { registrationEmirate: ' ras al  khaimah ' })).toEqual([]);
      expect(check('registrationCard', { registrationEmirate: 'Muscat' })).toEqual([
        { field: 'registrationEmirate', code: 'format', message: expect.stringContaining('must be one of the seven emirates') },
      ]);
      expect(codes(check('drivingLicense', { placeOfIssue: 'Dubayy' }))).toEqual(['placeOfIssue:format']);
    });

    it.each([['1850', true], ['1,850.50', true], ['1850.5', true], ['1.850,50', false], ['AED 1850', false], ['1850.555', false], ['-10', false]])(
      'reads the amount "%s" as well formatted: %s',
      (premium, ok) => {
        expect(codes(check('companyQuote', { premium }))).toEqual(ok ? [] : ['premium:format']);
      },
    );

    it('refuses a side that is neither front nor back', () => {
      expect(codes(check('drivingLicense', { side: 'top' }))).toEqual(['side:format']);
    });
  });

  describe('name', () => {
    it('finds a name that is not the customer\'s', () => {
      expect(check('emiratesId', { fullName: 'Omar Haddad' })).toEqual([
        { field: 'fullName', code: 'nameMismatch', message: 'Name (English) "Omar Haddad" does not match the customer\'s name "Rashid Al Hammadi".' },
      ]);
    });

    it('compares the owner name of car papers', () => {
      expect(codes(check('registrationCard', { ownerName: 'Omar Haddad' }))).toEqual(['ownerName:nameMismatch']);
      expect(codes(check('ownershipDocument', { ownerName: 'Omar Haddad' }))).toEqual(['ownerName:nameMismatch']);
    });

    it('does not compare a trade licence\'s company name with the customer\'s name', () => {
      expect(check('tradeLicense', {}, { fullName: 'Rashid Al Hammadi' })).toEqual([]);
    });

    it('skips the comparison when no name is expected', () => {
      expect(check('emiratesId', { fullName: 'Omar Haddad' }, {})).toEqual([]);
    });
  });

  describe('chassis number', () => {
    it.each(['registrationCard', 'newCarCard', 'passingPaper', 'ownershipDocument', 'vehicleClearanceCertificate'] as const)(
      'finds a %s chassis number that is not the car\'s',
      (type) => {
        expect(check(type, { chassisNo: 'JTDBR32E720123456' })).toEqual([{
          field: 'chassisNo', code: 'chassisMismatch',
          message: 'Chassis number JTDBR32E720123456 does not match the car\'s chassis number 1HGCM82633A004352.',
        }]);
      },
    );

    it('ignores case, spaces and dashes', () => {
      expect(check('newCarCard', { chassisNo: '1hgcm8 2633-a004352' })).toEqual([]);
    });

    it('skips the comparison when the car has no chassis number', () => {
      expect(check('newCarCard', { chassisNo: 'JTDBR32E720123456' }, { fullName: EXPECTED.fullName })).toEqual([]);
    });
  });

  describe('side of the card', () => {
    it('wants the front of the registration card: a back side alone is the wrong side', () => {
      const back = { chassisNo: VIN, engineNo: 'K24Z1234', year: '2023', side: 'back' };
      expect(verifyDocument('registrationCard', back, EXPECTED, NOW)).toContainEqual({
        field: 'side', code: 'wrongSide', message: 'This is the back of the registration card; upload the front.',
      });
    });

    it('takes a card with no side but the owner and plate as the front', () => {
      expect(check('registrationCard', { side: undefined })).toEqual([]);
    });

    it('asks for the front when neither the side nor the front\'s fields are there', () => {
      const problems = verifyDocument('registrationCard', { chassisNo: VIN }, EXPECTED, NOW);
      expect(problems).toContainEqual({ field: 'side', code: 'wrongSide', message: expect.stringContaining('Upload the front of the registration card') });
    });

    it('accepts a card whose front and back were both read', () => {
      expect(check('registrationCard', { side: 'back' })).toEqual([]);
    });

    it('wants the front of the Emirates ID', () => {
      const back = { idNumber: EID, cardNumber: '123456789', occupation: 'Engineer', side: 'back' };
      expect(verifyDocument('emiratesId', back, EXPECTED, NOW)).toContainEqual({
        field: 'side', code: 'wrongSide', message: 'This is the back of the Emirates ID; upload the front.',
      });
    });

    it('skips the side check for the RC front copy, which otherwise follows the registration card', () => {
      const problems = verifyDocument('rcFrontCopy', { chassisNo: VIN, side: 'back', expiryDate: '2020-01-01' }, EXPECTED, NOW);
      expect(codes(problems)).toEqual(['ownerName:missing', 'plateNumber:missing', 'expiryDate:expired']);
    });
  });
});

describe('namesMatch', () => {
  it.each([
    ['RASHID AL HAMMADI', 'Rashid Al Hammadi'],
    ['Rashid  Al-Hammadi ', 'rashid al hammadi'],
    ['Al Hammadi, Rashid', 'Rashid Al Hammadi'],
    ["Sean O'Brien", 'Sean OBrien'],
    ['José Núñez', 'Jose Nunez'],
    ['Rashid Ali Al Hammadi', 'Rashid Al Hammadi'],
    ['Rashid Al Hammadi', 'Rashid Ali Al Hammadi'],
    ['راشد الحمادي', 'Rashid Al Hammadi'],
  ])('takes "%s" and "%s" for the same name', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });

  it.each([
    ['Rashid Al Hammadi', 'Omar Haddad'],
    ['Rashid Al Hammadi Ali', 'Rashid Al Hammadi'],
    ['Rashid Ali Saeed Al Hammadi', 'Rashid Al Hammadi'],
    ['Rashid', 'Rashid Khan'],
  ])('takes "%s" and "%s" for different names', (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
  });
});

describe('verificationOf', () => {
  it('is valid with no problems and stamps the time', () => {
    expect(verificationOf('drivingLicense', VALID.drivingLicense, EXPECTED, NOW)).toEqual({ valid: true, problems: [], checkedAt: NOW.toISOString() });
  });

  it('is invalid with any problem', () => {
    const result = verificationOf('drivingLicense', { ...VALID.drivingLicense, expiryDate: '2020-01-01' }, EXPECTED, NOW);
    expect(result.valid).toBe(false);
    expect(codes(result.problems)).toEqual(['expiryDate:expired']);
  });
});
