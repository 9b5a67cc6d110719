// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadFileRequest } from '../../../shared/contract/documents/index.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import type { CancellablePolicyRecord } from './cancelRequestApi.js';
import { RaiseCancellation } from './RaiseCancellation.js';

const policy: CancellablePolicyRecord = {
  _id: 'p1', ref: 'POL-000010', companyPolicyNumber: 'MOT-1', companyName: 'Gulf Shield', insuranceType: 'comprehensive', status: 'Active',
  startDate: '2026-11-01', expiryDate: '2027-10-31', premiumFils: 262_500, customer: { _id: 'c1', fullName: 'Mariam Al Suwaidi', mobileNumber: '501470001', email: 'mariam@example.ae' },
  openRequestId: null, netPremiumFils: 250_000, policyFeesFils: 0,
};

describe('RaiseCancellation', () => {
  it("checks a paper from the raise form without raising the request, and shows the paper's checks there", async () => {
    const uploads: UploadFileRequest[] = [];
    const bridge = fakeBridge({
      files: {
        ...fakeBridge().files,
        pick: () => Promise.resolve(ok([{ id: 'f1', name: 'certificate.pdf', size: 4096, kind: 'pdf' as const }])),
        upload: (upload) => {
          uploads.push(upload);
          return Promise.resolve(ok({
            success: true, message: 'Insurance certificate matches the policy',
            data: {
              documentType: 'insuranceCertificate', read: true, confidence: 93, owners: {}, valid: true, fields: { policyNumber: 'MOT-1' },
              checks: [{ field: 'policyNumber', ok: true, expected: 'MOT-1', found: 'MOT-1' }],
            },
          }));
        },
      },
    });
    renderWithProviders(<RaiseCancellation open onClose={() => undefined} policy={policy} />, {
      bridge, user: testUser({ moduleAccessId: { cancellation: { read: true, create: true } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check paper' }));
    // The test DOM's focus trap marks a dialog opened over another as hidden; a browser does not.
    const check = await screen.findByRole('dialog', { name: 'Check a paper against the policy', hidden: true });
    fireEvent.click(within(check).getByRole('button', { name: 'Choose file…', hidden: true }));
    await within(check).findByText('certificate.pdf (4 KB)');
    fireEvent.click(within(check).getByRole('button', { name: 'Check paper', hidden: true }));
    const result = await within(check).findByRole('region', { name: 'Insurance certificate checks', hidden: true });
    expect(within(result).getByText('Insurance certificate matches the policy')).toBeTruthy();
    expect(within(result).getByText('Policy number: MOT-1')).toBeTruthy();
    expect(uploads.map((upload) => upload.endpoint)).toEqual(['scannedDocuments.verifyInsuranceCertificate']);
    // The raise form was not submitted with it: it asks for nothing yet.
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
