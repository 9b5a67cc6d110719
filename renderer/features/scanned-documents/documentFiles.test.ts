import { describe, expect, it } from 'vitest';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { TOO_MANY_FILES, canPreview, checkPicked, filledOwners, filledValues, mergeDraft, mergeReads } from './documentFiles.js';
import { UPLOAD_ENDPOINT, uploadFields } from './scannedDocumentsApi.js';
import { prefillFromScan, similarity } from './wizardPrefill.js';
import { wizardDefaults, type WizardField } from '../proposals/public.js';

const file = (name: string, kind: PickedFile['kind'] = 'jpeg', size = 100_000): PickedFile => ({ id: `f-${name}`, name, size, kind });

describe('checkPicked', () => {
  it('takes up to two files per document, counting those already there', () => {
    expect(checkPicked([file('front.jpg'), file('back.jpg')], 0)).toEqual({ files: [file('front.jpg'), file('back.jpg')] });
    expect(checkPicked([file('third.jpg')], 2)).toEqual({ error: TOO_MANY_FILES });
    expect(checkPicked([file('a.jpg'), file('b.jpg'), file('c.jpg')], 0)).toEqual({ error: TOO_MANY_FILES });
  });

  it('refuses other types and files over 10 MB, saying why', () => {
    expect(checkPicked([file('sheet.xlsx', 'excel')], 0)).toEqual({ error: '"sheet.xlsx" is not accepted: PDF, JPG or PNG up to 10 MB.' });
    expect(checkPicked([file('scan.pdf', 'pdf', 11 * 1024 * 1024)], 0)).toEqual({ error: '"scan.pdf" is too large: PDF, JPG or PNG up to 10 MB.' });
  });
});

describe('canPreview', () => {
  it('asks for thumbnails of stored images only, never of PDFs', () => {
    expect(canPreview({ fileName: 'front.jpg', mimeType: 'image/jpeg' })).toBe(true);
    expect(canPreview({ fileName: 'scan', mimeType: 'image/png' })).toBe(true);
    expect(canPreview({ fileName: 'back.WEBP', mimeType: 'application/octet-stream' })).toBe(true);
    expect(canPreview({ fileName: 'card.pdf', mimeType: 'application/pdf' })).toBe(false);
    expect(canPreview({ fileName: 'card.pdf', mimeType: 'image/jpeg' })).toBe(false);
    expect(canPreview({ fileName: 'photo.png', mimeType: 'application/pdf' })).toBe(false);
    expect(canPreview({ fileName: 'drawing.svg', mimeType: 'image/svg+xml' })).toBe(false);
  });
});

describe('uploadFields', () => {
  it('sends the document type with the car papers that share one endpoint, and nothing with the others', () => {
    expect(uploadFields('passingPaper', UPLOAD_ENDPOINT.passingPaper)).toEqual({ documentType: 'passingPaper' });
    expect(uploadFields('registrationCard', UPLOAD_ENDPOINT.registrationCard)).toBeUndefined();
    expect(uploadFields('emiratesId', UPLOAD_ENDPOINT.emiratesId)).toBeUndefined();
  });
});

describe('merging values', () => {
  it("keeps the agent's edits when the server's values change and takes the new values elsewhere", () => {
    const base = { fullName: 'OMAR HADAD', idNumber: '784199012345676' };
    const draft = { fullName: 'Omar Haddad', idNumber: '784199012345676' };
    const next = { fullName: 'OMAR HADDAD', idNumber: '784199012345676', expiryDate: '2027-03-01' };
    expect(mergeDraft(base, draft, next)).toEqual({ fullName: 'Omar Haddad', idNumber: '784199012345676', expiryDate: '2027-03-01' });
  });

  it('fills the gaps of one read with the next, and sends only filled values and owners', () => {
    expect(mergeReads([{ idNumber: '784199012345676', occupation: '' }, { idNumber: '999', occupation: 'Engineer' }])).toEqual({
      idNumber: '784199012345676',
      occupation: 'Engineer',
    });
    expect(filledValues({ fullName: ' Omar ', arabicName: '  ' })).toEqual({ fullName: 'Omar' });
    expect(filledOwners([{ name: 'Omar', role: '' }, {}, { name: 'Lina', sharePercent: '40' }])).toEqual({ 0: { name: 'Omar' }, 2: { name: 'Lina', sharePercent: '40' } });
  });
});

describe('prefillFromScan', () => {
  const untouched = () => false;

  it('writes an Emirates ID read the wizard way', () => {
    const sets = prefillFromScan(
      'emiratesId',
      { idNumber: '784199012345676', expiryDate: '2027-03-01', fullName: 'Omar Haddad', nationality: 'Jordan', dateOfBirth: '1990-05-17', gender: 'M' },
      wizardDefaults(),
      untouched,
    );
    expect(Object.fromEntries(sets)).toEqual({
      emiratesId: '784-1990-1234567-6', emiratesIdExpiryDate: '2027-03-01', fullName: 'Omar Haddad', nationality: 'Jordan', dateOfBirth: '1990-05-17', gender: 'male',
    });
  });

  it('never overwrites what the agent typed, but fills what is empty', () => {
    const values = { ...wizardDefaults(), fullName: 'Omar H.', emiratesId: '' };
    const typed = (field: WizardField) => field === 'fullName';
    const sets = prefillFromScan('emiratesId', { idNumber: '784199012345676', fullName: 'OMAR HADDAD' }, values, typed);
    expect(sets).toEqual([['emiratesId', '784-1990-1234567-6']]);
  });

  it('maps a registration card, keeping only known emirates, plate codes and insurers at least 90 % alike', () => {
    const sets = prefillFromScan(
      'registrationCard',
      {
        plateNumber: '12345', plateCode: 'b', registrationEmirate: 'DUBAI', registrationDate: '2022-02-01', expiryDate: '2026-02-01',
        chassisNo: 'jtdkb20u093123456', tcNo: '10203040', insurer: 'Orient Insurance Co', side: 'front',
      },
      wizardDefaults(),
      untouched,
    );
    expect(Object.fromEntries(sets)).toEqual({
      plateNumber: '12345', plateCode: 'B', registrationEmirate: 'Dubai', registrationDate: '2022-02-01', regCardExpiryDate: '2026-02-01',
      chesisNo: 'JTDKB20U093123456', tcNo: '10203040', currentInsurer: 'Orient Insurance Co.',
    });
    expect(prefillFromScan('registrationCard', { registrationEmirate: 'Doha', insurer: 'Zurich' }, wizardDefaults(), untouched)).toEqual([]);
    expect(similarity('Orient Insurance Co', 'Orient Insurance Co.')).toBe(1);
  });

  it('maps a driving licence to its wizard fields', () => {
    const sets = prefillFromScan(
      'drivingLicense',
      { licenceNo: '1234567', issueDate: '2016-02-01', expiryDate: '2031-02-01', placeOfIssue: 'Sharjah', tcNo: 'TC-99', dateOfBirth: '01/02/1990' },
      wizardDefaults(),
      untouched,
    );
    expect(Object.fromEntries(sets)).toEqual({
      licenceNo: '1234567', licenceIssueDate: '2016-02-01', licenceExpiryDate: '2031-02-01', placeOfIssueDL: 'Sharjah', dlTcNo: 'TC-99',
    });
  });
});
