import { describe, expect, it } from 'vitest';
import { paperChecks, type PolicyRecord } from './paperChecks.js';

const POLICY: PolicyRecord = {
  ref: 'POL-000123', companyPolicyNumber: 'MOT/25/004512', customerName: 'Rashid Saeed Al Hammadi', chassisNo: '1HGCM82633A004352',
  startDate: '2025-03-01', expiryDate: '2026-02-28',
};
const CERTIFICATE = {
  policyNumber: 'MOT/25/004512', insuredName: 'AL HAMMADI, Rashid Saeed', chassisNo: '1HGCM82633A004352', periodFrom: '2025-03-01', periodTo: '2026-02-28',
};
const okOf = (checks: ReturnType<typeof paperChecks>) => Object.fromEntries(checks.map((check) => [check.field, check.ok]));

describe('cancellation paper checks', () => {
  it('passes an insurance certificate of the policy: its number, the insured (word order aside), the car and the period', () => {
    expect(paperChecks('insuranceCertificate', CERTIFICATE, POLICY)).toEqual([
      { field: 'policyNumber', ok: true, expected: 'MOT/25/004512', found: 'MOT/25/004512' },
      { field: 'insuredName', ok: true, expected: 'Rashid Saeed Al Hammadi', found: 'AL HAMMADI, Rashid Saeed' },
      { field: 'chassisNo', ok: true, expected: '1HGCM82633A004352', found: '1HGCM82633A004352' },
      { field: 'periodFrom', ok: true, expected: '2025-03-01', found: '2025-03-01' },
      { field: 'periodTo', ok: true, expected: '2026-02-28', found: '2026-02-28' },
    ]);
  });

  it("names what differs: another car's chassis, another person, another period, another policy", () => {
    const checks = paperChecks('insuranceCertificate', {
      policyNumber: 'MOT/25/009999', insuredName: 'John Smith', chassisNo: 'JTDBR32E720123456', periodFrom: '2024-03-01', periodTo: '2025-02-28',
    }, POLICY);
    expect(checks.every((check) => !check.ok)).toBe(true);
    expect(checks.find((check) => check.field === 'chassisNo')).toEqual({ field: 'chassisNo', ok: false, expected: '1HGCM82633A004352', found: 'JTDBR32E720123456' });
  });

  it("takes BrokerDesk's policy number, spacing and punctuation aside", () => {
    expect(okOf(paperChecks('reversalInsurance', { policyNumber: 'pol 000123' }, POLICY)).policyNumber).toBe(true);
    expect(okOf(paperChecks('reversalInsurance', { policyNumber: 'MOT 25 004512' }, POLICY)).policyNumber).toBe(true);
  });

  it('fails a field the paper does not give, and one the record does not hold', () => {
    expect(paperChecks('exportCertificate', { ownerName: 'Rashid Saeed Al Hammadi' }, POLICY)).toEqual([
      { field: 'ownerName', ok: true, expected: 'Rashid Saeed Al Hammadi', found: 'Rashid Saeed Al Hammadi' },
      { field: 'chassisNo', ok: false, expected: '1HGCM82633A004352', found: null },
    ]);
    expect(paperChecks('rtaLetter', { ownerName: 'Rashid Al Hammadi', chassisNo: '1HGCM82633A004352' }, { ...POLICY, chassisNo: null })[1])
      .toEqual({ field: 'chassisNo', ok: false, expected: null, found: '1HGCM82633A004352' });
  });

  it("checks a reversal's date within the policy's period, both ends included", () => {
    const on = (cancellationDate: string) => okOf(paperChecks('reversalInsurance', { cancellationDate }, POLICY)).cancellationDate;
    expect([on('2025-03-01'), on('2025-09-15'), on('2026-02-28')]).toEqual([true, true, true]);
    expect([on('2025-02-28'), on('2026-03-01')]).toEqual([false, false]);
    expect(paperChecks('reversalInsurance', { cancellationDate: '2025-09-15' }, POLICY)[3]!.expected).toBe('2025-03-01 to 2026-02-28');
  });
});
