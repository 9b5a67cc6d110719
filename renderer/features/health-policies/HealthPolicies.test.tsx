// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../../shared/contract/common.schema.js';
import { HealthPolicyDetailSchema, type HealthPolicyDetail } from '../../../shared/contract/health-policies/health-policies.schema.js';
import { HealthDocumentsSchema } from '../../../shared/contract/health-proposals/index.js';
import { TransactionListItemSchema } from '../../../shared/contract/transactions/index.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { healthPayableFixture, healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import { paymentFixture, quoteDetailFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import { scannedFileFixture } from '../../../tests/fixtures/renderer/scanned-documents/scannedDocument.fixture.js';
import HealthPolicyList from './HealthPolicyList.js';
import HealthPolicyShow from './HealthPolicyShow.js';
import type { UploadFileRequest } from '../../../shared/contract/documents/index.js';

const editor = testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });

function policyFixture(overrides: Partial<HealthPolicyDetail> = {}): HealthPolicyDetail {
  return HealthPolicyDetailSchema.parse({
    _id: 'hpol1', ref: 'POL-9001', proposalId: 'hp1', proposalRef: 'HPR-1001', companyPolicyNumber: 'DAM/MED/2026/000123', companyId: 'co1',
    companyName: 'Daman', insuranceType: 'Self and Dependent', insuredValueFils: null, premiumFils: 836_650, status: 'Active',
    customer: { ...quoteDetailFixture().customer, fullName: 'Omar Haddad' }, source: 'Website', startDate: '2026-12-01', expiryDate: '2027-11-30',
    issueError: null, hasFile: false, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z',
    quote: healthQuoteFixture({ _id: 'hq1', paymentStatus: 'paid', isBought: true, policyId: 'hpol1' }),
    payments: [paymentFixture({ quoteId: 'hq1', status: 'paid' })], finance: { taxInvoice: 'TI-5' }, paidBy: 'CRM - Bank transfer', issueAttempts: 1,
    comments: [], history: [], health: healthProposalFixture().health,
    ...overrides,
  });
}

const listItem = () => {
  const { quote: _q, payments: _p, finance: _f, paidBy: _b, issueAttempts: _i, comments: _c, history: _h, health: _health, customer, ...item } = policyFixture();
  return { ...item, customer: { _id: customer._id, fullName: customer.fullName, mobileNumber: customer.mobileNumber } };
};

describe('HealthPolicyList', () => {
  it('shows the health columns and sends the type filter and the export to the health calls', async () => {
    const download = vi.fn(() => Promise.resolve(ok({ fileName: 'health-policies.csv', size: 10 })));
    const bridge = fakeBridge({ calls: { 'healthPolicies.list': () => ok(listPage([listItem()])) }, download });
    renderWithProviders(<HealthPolicyList />, { bridge, user: reader, route: '/health-insurance/policies', path: '/health-insurance/policies' });
    const row = (await screen.findByText('POL-9001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Daman')).toBeTruthy();
    expect(within(row).getByText('AED 8,366.50')).toBeTruthy();
    expect(within(row).getByText('Omar Haddad')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Insure Type' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'EXPIRING' } });
    await waitFor(() => expect((bridge.requests.filter((r) => r.endpoint === 'healthPolicies.list').at(-1)?.input as { body: { pType: string } }).body.pType).toBe('EXPIRING'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('healthPolicies.exportCsv', { body: {} }));
    expect(bridge.requests.some((r) => r.endpoint === 'policies.list')).toBe(false);
    fireEvent.click(screen.getByText('POL-9001'));
    expect(await screen.findByText('Navigated to /health-insurance/policies/hpol1')).toBeTruthy();
  });
});

/** The proposal's documents: Self's passport uploaded, Kid 1's Emirates ID missing. */
const documentsFixture = () => HealthDocumentsSchema.parse({
  visaStatus: 'Renewal',
  members: [
    {
      memberId: 'm1', label: 'Self', fullName: 'Omar Haddad', missing: [],
      documents: [{ documentKey: 'passport', label: 'Passport', files: [{ ...scannedFileFixture({ _id: 'pp1', fileName: 'self-passport.pdf', mimeType: 'application/pdf' }), extraction: null, mismatches: [] }] }],
    },
    { memberId: 'm2', label: 'Kid 1', fullName: 'Adam Haddad', missing: ['emiratesId'], documents: [{ documentKey: 'emiratesId', label: 'Emirates ID', files: [] }] },
  ],
  missingMessage: 'Please upload all documents: Kid 1 — Emirates ID',
});

const transaction = (id: string, ref: string, amountFils: number, paidBy: string) => TransactionListItemSchema.parse({
  _id: id, ref, policyId: 'hpol1', policyRef: 'POL-9001', customer: { _id: 'c1', fullName: 'Omar Haddad' }, amountFils, paidBy, status: 'paid',
  createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z',
});

function renderShow(user = editor, policy = policyFixture(), update = () => ok({ success: true, data: policy }), tab?: string) {
  const comments: Comment[] = [];
  const bridge = fakeBridge({
    calls: {
      'healthPolicies.detail': () => ok({ success: true, data: policy }),
      'healthPolicies.update': update,
      'healthProposals.payableDetails': () => ok({ success: true, data: healthPayableFixture({ quoteId: 'hq1' }) }),
      'healthPolicies.comments': () => ok({ success: true, data: [...comments] }),
      'healthPolicies.createComment': (input) => {
        const { body } = input as { body: { comment: string } };
        comments.unshift({ _id: `c${comments.length + 1}`, comment: body.comment, author: { _id: 'a1', fullName: 'Aisha Al Mansoori' }, createdAt: '2026-11-21T09:30:00.000Z', updatedAt: '2026-11-21T09:30:00.000Z' });
        return ok({ success: true, data: [...comments], message: 'Comment added' });
      },
      'healthTransactions.policyTransactions': () => ok(listPage([transaction('t2', 'TRX-1002', -50_000, 'Refund'), transaction('t1', 'TRX-1001', 836_650, 'CRM - Bank transfer')])),
      'healthDocuments.list': () => ok({ success: true, data: documentsFixture() }),
    },
  });
  const route = `/health-insurance/policies/hpol1${tab ? `?tab=${tab}` : ''}`;
  return renderWithProviders(<HealthPolicyShow />, { bridge, user, route, path: '/health-insurance/policies/:policyId' });
}

describe('HealthPolicyShow', () => {
  it('shows the insured, the policy block and the finance figures from the quote', async () => {
    const { bridge } = renderShow();
    expect(await screen.findByRole('heading', { name: 'Health policy POL-9001', level: 1 })).toBeTruthy();
    expect(within(screen.getByText('Full name').closest('div') as HTMLElement).getByText('Omar Haddad')).toBeTruthy();
    expect(within(screen.getByText('Company Policy No').closest('div') as HTMLElement).getByText('DAM/MED/2026/000123')).toBeTruthy();
    expect(within(screen.getByText('Tax invoice').closest('div') as HTMLElement).getByText('TI-5')).toBeTruthy();
    expect(await screen.findByText('Basmah fee')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'healthProposals.payableDetails')?.input).toEqual({ params: { id: 'hq1' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'View policy file' }).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Open proposal HPR-1001' }).getAttribute('href')).toBe('/health-insurance/proposals/hp1');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('saves the finance numbers through the health call', async () => {
    const { bridge } = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit finance details' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(inDialog(form).getByLabelText(/^Credit note$/), { target: { value: 'CN-9' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save finance' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'healthPolicies.update')).toBe(true));
    const sent = bridge.requests.find((r) => r.endpoint === 'healthPolicies.update')?.input as { params: { id: string }; body: Record<string, unknown> };
    expect(sent.params).toEqual({ id: 'hpol1' });
    expect(sent.body).toMatchObject({ taxInvoice: 'TI-5', creditNote: 'CN-9' });
    // The shared block sends only health's fields, none of motor's.
    expect(Object.keys(sent.body).sort()).toEqual(['creditNote', 'creditNoteDate', 'debitNote', 'debitNoteDate', 'paymentId', 'taxInvoice', 'taxInvoiceDate']);
  });

  it("lists every member and the documents each uploaded on the proposal, downloadable but not changed here", async () => {
    const { bridge } = renderShow(editor, policyFixture(), undefined, 'members');
    expect(await screen.findByRole('tab', { name: 'Members & documents', selected: true })).toBeTruthy();
    expect(within(screen.getByText('Kid 2').closest('div') as HTMLElement).getByText(/Lea Haddad/)).toBeTruthy();
    const self = await screen.findByRole('region', { name: 'Self documents' });
    expect(within(self).getByRole('button', { name: 'Download self-passport.pdf' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Kid 1 documents' })).getByText('Missing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Remove|Replace|Upload) (Self|Kid 1|self-passport)/ })).toBeNull();
    expect(bridge.requests.find((r) => r.endpoint === 'healthDocuments.list')?.input).toEqual({ params: { id: 'hp1' } });
  });

  it("lists the policy's transactions with their amounts, each linked to its page", async () => {
    const { bridge } = renderShow(reader, policyFixture(), undefined, 'transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['TRX-1002', 'TRX-1001']);
    expect(within(rows[1]!).getByText('AED 8,366.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('CRM - Bank transfer')).toBeTruthy();
    expect(within(rows[0]!).getByText('AED -500.00')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/health-insurance/transaction/t1');
    expect(bridge.requests.find((r) => r.endpoint === 'healthTransactions.policyTransactions')?.input).toMatchObject({
      params: { id: policyFixture().customer._id, policyId: 'hpol1' },
    });
  });

  it('adds a comment through the health call and shows it with its author', async () => {
    const { bridge } = renderShow(editor, policyFixture(), undefined, 'comments');
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Add a Comment/ }), { target: { value: 'Insurer confirmed the card' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Insurer confirmed the card')).toBeTruthy();
    expect(within(list).getByText(/Aisha Al Mansoori/)).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'healthPolicies.createComment')?.input).toEqual({ params: { id: 'hpol1' }, body: { comment: 'Insurer confirmed the card' } });
  });

  it('lets a reader read the comments but not add one', async () => {
    renderShow(reader, policyFixture(), undefined, 'comments');
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it("uploads the insurer's PDF through the health upload and refreshes the policy", async () => {
    const uploads: UploadFileRequest[] = [];
    let reads = 0;
    const bridge = fakeBridge({
      calls: {
        'healthPolicies.detail': () => {
          reads += 1;
          return ok({ success: true, data: policyFixture({ hasFile: reads > 1 }) });
        },
        'healthProposals.payableDetails': () => ok({ success: true, data: healthPayableFixture({ quoteId: 'hq1' }) }),
      },
      files: {
        ...fakeBridge().files,
        pick: () => Promise.resolve(ok([{ id: 'f1', name: 'schedule.pdf', size: 4096, kind: 'pdf' as const }])),
        upload: (upload) => {
          uploads.push(upload);
          return Promise.resolve(ok({ success: true, data: policyFixture({ hasFile: true }) }));
        },
      },
    });
    renderWithProviders(<HealthPolicyShow />, { bridge, user: editor, route: '/health-insurance/policies/hpol1', path: '/health-insurance/policies/:policyId' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload policy file' }));
    const form = await screen.findByRole('dialog');
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Choose file…' }));
    await inDialog(form).findByText('schedule.pdf (4 KB)');
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('button', { name: 'Replace policy file' })).toBeTruthy();
    expect(uploads.map((upload) => [upload.endpoint, upload.params])).toEqual([['healthPolicies.uploadPolicy', { id: 'hpol1' }]]);
    // The number was not changed, so only the file was sent.
    expect(bridge.requests.some((r) => r.endpoint === 'healthPolicies.update')).toBe(false);
  });

  it('lets a reader see the policy but not edit or upload', async () => {
    renderShow(reader, policyFixture({ hasFile: true }));
    expect(await screen.findByRole('heading', { name: 'Health policy POL-9001', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit finance details' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Upload|Replace) policy file$/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'View policy file' }).disabled).toBe(false);
  });
});
