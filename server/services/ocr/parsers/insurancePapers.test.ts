import { describe, expect, it } from 'vitest';
import { parseInsuranceCertificate, parseReversalInsurance } from './insurancePapers.js';

describe('insurance certificate', () => {
  it('reads the insurer, policy, insured, car, period and cover of a clean certificate', () => {
    const parsed = parseInsuranceCertificate([
      'Orient Insurance PJSC',
      'Certificate of Motor Insurance',
      'Policy No: MOT/25/004512',
      'Insured Name: Rashid Saeed Al Hammadi',
      'Chassis No: 1HGCM82633A004352',
      'Plate No: B 48213',
      'Period From: 01/03/2025',
      'Period To: 28/02/2026',
      'Type of Cover: Comprehensive',
    ].join('\n'));
    expect(parsed.fields).toEqual({
      insurer: 'Orient Insurance PJSC', policyNumber: 'MOT/25/004512', insuredName: 'Rashid Saeed Al Hammadi', chassisNo: '1HGCM82633A004352',
      plateNumber: '48213', periodFrom: '2025-03-01', periodTo: '2026-02-28', insuranceType: 'Comprehensive',
    });
  });

  it('reads an OCR-noisy certificate: misread letters in labels and the VIN, the period on one line, the cover unlabelled', () => {
    const parsed = parseInsuranceCertificate([
      'Dubai lnsurance Company',
      'Po1icy No.: DXB/24/118830',
      'Insured Narne :  John Smith',
      'Chasis No  1HGCM8Z633AOO4352',
      'Period of Insurance: 15-07-2024 to 14-07-2025',
      'THIRD PARTY LIABILITY',
    ].join('\n'));
    expect(parsed.fields).toMatchObject({
      policyNumber: 'DXB/24/118830', insuredName: 'John Smith', chassisNo: '1HGCM82633A004352',
      periodFrom: '2024-07-15', periodTo: '2025-07-14', insuranceType: 'Third Party Liability',
    });
  });

  it('leaves out a North American chassis number that fails its check digit rather than offer it', () => {
    expect(parseInsuranceCertificate('Chassis No: 1HGCM82643A004352').fields.chassisNo).toBeUndefined();
    expect(parseInsuranceCertificate('Chassis No: 1HGCM8263').fields.chassisNo).toBeUndefined();
  });
});

describe('reversal-of-insurance certificate', () => {
  it('reads the insurer, policy, insured, car and the date cover ends', () => {
    const parsed = parseReversalInsurance([
      'Sukoon Insurance',
      'Reversal of Insurance Certificate',
      'Policy Number: P/25/778120',
      'Name of Insured: Fatima Ali Al Mansoori',
      'VIN: JTDBR32E720123456',
      'Cancellation Date: 15/06/2025',
    ].join('\n'));
    expect(parsed.fields).toEqual({
      insurer: 'Sukoon Insurance', policyNumber: 'P/25/778120', insuredName: 'Fatima Ali Al Mansoori', chassisNo: 'JTDBR32E720123456', cancellationDate: '2025-06-15',
    });
  });

  it('reads an OCR-noisy reversal: a misread label, O for 0 in the VIN, a month-name date', () => {
    const parsed = parseReversalInsurance([
      'Policy N0: P/25/778120',
      'Insured Nane: Imran Khan',
      'Chassis Number  JTDBR32E72O123456',
      'Cancelation Date :  15 Jun 2025',
    ].join('\n'));
    expect(parsed.fields).toMatchObject({ policyNumber: 'P/25/778120', insuredName: 'Imran Khan', chassisNo: 'JTDBR32E720123456', cancellationDate: '2025-06-15' });
  });
});
