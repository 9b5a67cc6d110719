import { describe, expect, it } from 'vitest';
import { parseExportCertificate, parseRtaLetter } from './exitPapers.js';

describe('export certificate', () => {
  it('reads the owner, car, export date, authority and emirate of a clean certificate', () => {
    const parsed = parseExportCertificate([
      'Vehicle Export Certificate',
      'Roads and Transport Authority - Dubai',
      'Owner Name: Ahmed Khalid Al Suwaidi',
      'Chassis No: 1HGCM82633A004352',
      'Plate No: K 30217',
      'Export Date: 03/04/2025',
    ].join('\n'));
    expect(parsed.fields).toEqual({
      ownerName: 'Ahmed Khalid Al Suwaidi', chassisNo: '1HGCM82633A004352', plateNumber: '30217', exportDate: '2025-04-03',
      issuingAuthority: 'Roads and Transport Authority Dubai', emirate: 'Dubai',
    });
  });

  it('reads an OCR-noisy certificate: misread labels and VIN, the authority labelled', () => {
    const parsed = parseExportCertificate([
      'Issuing Authority: Sharjah Police - Traffic and Licensing',
      'Owncr: Maria Santos',
      'Chassis No.  JTDBR32E72O1234S6',
      'Date of Exp0rt: 2025-01-09',
    ].join('\n'));
    expect(parsed.fields).toMatchObject({
      ownerName: 'Maria Santos', chassisNo: 'JTDBR32E720123456', exportDate: '2025-01-09', issuingAuthority: 'Sharjah Police Traffic and Licensing', emirate: 'Sharjah',
    });
  });
});

describe('RTA letter', () => {
  it('reads the owner, car, date and a registration cancelled', () => {
    const parsed = parseRtaLetter([
      'Roads and Transport Authority',
      'Date: 10/05/2025',
      'Subject: Cancellation of Vehicle Registration',
      'Owner: Omar Hassan Haddad',
      'Chassis No: 1HGCM82633A004352',
      'Plate No: 12345',
    ].join('\n'));
    expect(parsed.fields).toEqual({
      ownerName: 'Omar Hassan Haddad', chassisNo: '1HGCM82633A004352', plateNumber: '12345', letterDate: '2025-05-10', reason: 'Registration cancelled',
    });
  });

  it('reads an OCR-noisy ownership transfer letter, its reason in running text', () => {
    const parsed = parseRtaLetter([
      'Date : 2O/O2/2025',
      'This is to certify that the ownership of the vehicle below was transferred on the above date.',
      'Owner Nane: Priya Sharma',
      'VlN  JTDBR32E72O123456',
    ].join('\n'));
    expect(parsed.fields).toMatchObject({ ownerName: 'Priya Sharma', chassisNo: 'JTDBR32E720123456', letterDate: '2025-02-20', reason: 'Ownership transfer' });
  });
});
