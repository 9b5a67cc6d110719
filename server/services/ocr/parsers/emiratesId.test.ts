import { describe, expect, it } from 'vitest';
import { parseEmiratesId } from './emiratesId.js';

// English pass of a front as tesseract returns it: the Arabic labels come out as Latin noise across a gap.
const FRONT = `United Arab Emirates                               sazxiall anal wl, LYI
Resident Identity Card
1D Number           784-1982-O56O715-7                         ase 3,
Name:  John Smith                                                 awd]
Caras O92 awd
Date of Birth: 25/03/1982                                       Mall gb               3
Nationality: United Kingdom                                       aginll
Sex:M                                                                              oui
Issuing Date: 21/12/2023                                     JlaoYl qb                 E
Expiry Date: 20/12/2026                                             sls ab
`;

// Arabic pass of the same front: the Arabic name line is clean, the label beside the English name is not.
const FRONT_ARABIC = `الإمارات العربية المتحدة 5118165 طدعم وعأنصنا
الاسم ص5 3000 :11208
الاسم: جون سميث
تاريخ الميلاد 2 :8001 آه علو`;

const BACK = `Card Number             aslo] as,
184270972

Occupation: Civil Engineer

Employer: Dubai Holding              colo

Issuing Place: Abu Dhabi

ILARE1842709726784196179686843

6112228M2609175PAK<<<<<<<<<<<]

KHAN<<IMRAN<<<<<LLLLLLLLLLLLLL
`;

describe('parseEmiratesId', () => {
  it('reads the front, repairing the ID number and taking the Arabic name from the Arabic pass', () => {
    expect(parseEmiratesId(FRONT, FRONT_ARABIC)).toEqual({
      fields: {
        side: 'front', idNumber: '784198205607157', fullName: 'John Smith', arabicName: 'جون سميث', nationality: 'United Kingdom',
        dateOfBirth: '1982-03-25', issueDate: '2023-12-21', expiryDate: '2026-12-20', gender: 'Male',
      },
      owners: {},
    });
  });

  it('reads the back: card number, occupation, employer, and the MRZ checked by its check digits', () => {
    expect(parseEmiratesId(BACK).fields).toEqual({
      side: 'back', idNumber: '784196179686843', dateOfBirth: '1961-12-22', expiryDate: '2026-09-17', gender: 'Male',
      cardNumber: '184270972', occupation: 'Civil Engineer', employer: 'Dubai Holding',
    });
  });

  it('keeps an MRZ date out when its check digit fails', () => {
    const misread = BACK.replace('6112228M2609175', '6112238M2609175');
    expect(parseEmiratesId(misread).fields.dateOfBirth).toBeUndefined();
    expect(parseEmiratesId(misread).fields.expiryDate).toBe('2026-09-17');
  });

  it('leaves out an ID number whose check digit fails, rather than guess', () => {
    const fields = parseEmiratesId('ID Number: 784-1982-0560715-1\nName: John Smith').fields;
    expect(fields.idNumber).toBeUndefined();
    expect(fields.fullName).toBe('John Smith');
  });

  it('reads a line OCR took for right-to-left, with the number and dates reversed', () => {
    const fields = parseEmiratesId('ID Number / 6-1234567-1990-784 رقم الهوية\nتاريخ الإصدار : 2023/12/21 Issuing Date:').fields;
    expect(fields.idNumber).toBe('784199012345676');
    expect(fields.issueDate).toBe('2023-12-21');
  });

  it('assigns unlabelled dates by order: birth, issue, expiry', () => {
    const fields = parseEmiratesId('ID Number 784-1990-1234567-6\nName Rashid Al Hammadi\n14/03/1990\n02/11/2022\n01/11/2027').fields;
    expect(fields).toMatchObject({ dateOfBirth: '1990-03-14', issueDate: '2022-11-02', expiryDate: '2027-11-01' });
  });

  it('returns no fields for text that is not an Emirates ID', () => {
    expect(parseEmiratesId('Lorem ipsum dolor sit amet').fields).toEqual({});
  });
});
