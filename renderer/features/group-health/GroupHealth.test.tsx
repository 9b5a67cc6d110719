// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadFileRequest } from '../../../shared/contract/documents/documents.schema.js';
import { GroupHealthDetailSchema, type GroupHealthDetail } from '../../../shared/contract/group-health/group-health.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import GroupHealthCreate from './GroupHealthCreate.js';
import GroupHealthEdit from './GroupHealthEdit.js';
import GroupHealthList from './GroupHealthList.js';
import GroupHealthShow from './GroupHealthShow.js';

const at = '2026-11-20T08:00:00.000Z';
const editor = testUser({ moduleAccessId: { groupHealth: { read: true, create: true, update: true } } });
const reader = testUser({ moduleAccessId: { groupHealth: { read: true } } });

const block = {
  _id: 'gh1', proposalStatus: 'Quoted' as const, reason: null, callBackDone: false, callbackTime: null, callbackTimeArray: [], quotedCallBackDone: false,
  quotedCallbackTime: null, quotedCallbackTimeArray: [], readStatus: false, updatedAt: at,
};
const row = {
  ...block, proposalId: 'GHP-000007', corporateCustomerId: 'cc1', companyName: 'Falcon Logistics LLC', emirate: 'Dubai' as const, policyStartDate: '2026-12-01',
  membersCount: 3, quotesCount: 1, lowestTotalFils: 1_234_567, agent: { _id: 'a1', fullName: 'Sara Agent' }, createdAt: at,
};
const member = (id: string, fullName: string, category: string, rowNumber: number) => ({
  _id: id, rowNumber, fullName, dateOfBirth: '1990-02-01', gender: 'Male' as const, nationality: 'India', emiratesId: null, relation: 'Employee' as const,
  maritalStatus: 'Single' as const, salaryBand: '4000 - 12000' as const, visaEmirate: 'Dubai' as const, category, status: 'active' as const, addedOn: null, deletedOn: null,
});
const category = (name: string, membersCount: number, totalFils: number) => ({ category: name, membersCount, premiumFils: totalFils, basmahFeeFils: 0, icpFeeFils: 0, vatFils: 0, totalFils });
function detail(overrides: Partial<GroupHealthDetail> = {}): GroupHealthDetail {
  return GroupHealthDetailSchema.parse({
    ...row,
    company: { _id: 'cc1', name: 'Falcon Logistics LLC', email: 'hr@falcon.ae', mobileNumber: '0501234567', tradeLicenseNo: 'CN-1234567' },
    members: [member('m1', 'Ravi Kumar', 'A', 2), member('m2', 'Ali Khan', 'B', 3), member('m3', 'Old Timer', 'B', 4)],
    censusReport: { fileName: 'census.xlsx', uploadedAt: at, totalRows: 4, kept: 3, rejected: 1, problems: [{ row: 5, field: 'emiratesId', message: 'Emirates ID check digit is wrong' }] },
    quotes: [{
      _id: 'q1', companyId: 'c1', companyName: 'Daman', planId: 'p1', planName: 'Enhanced', tpaName: 'NextCare', networkName: 'GN+', coPay: 20, scheme: 'standard',
      membersCount: 2, premiumFils: 1_175_778, basmahFeeFils: 0, icpFeeFils: 0, vatPercent: 5, vatFils: 58_789, totalFils: 1_234_567,
      categories: [category('A', 1, 600_000), category('B', 1, 634_567)],
      refusedMembers: [{ memberId: 'm3', fullName: 'Old Timer', category: 'B', reason: 'No matrix row for age 71' }], createdAt: at,
    }],
    companyErrors: [{ companyName: 'Orient', message: 'Insurer did not answer' }],
    chosenQuoteId: null, tradeLicense: null, endorsements: [], history: [],
    ...overrides,
  });
}

describe('GroupHealthList', () => {
  it('shows the proposals with their counters, and a tile filters by its status', async () => {
    const bridge = fakeBridge({
      calls: {
        'groupHealth.list': () => ok(listPage([row])),
        'groupHealth.summary': () => ok({ success: true, data: { total: 9, byStatus: { New: 2, Quoting: 0, Quoted: 4, 'Callback Scheduled': 1, 'Sent to Customer': 0, Won: 1, Lost: 1 }, unread: 3, callbacksDueToday: 1 } }),
      },
    });
    renderWithProviders(<GroupHealthList />, { bridge, user: editor, route: '/group-health', path: '/group-health' });
    const line = (await screen.findByText('GHP-000007')).closest('[role="row"]') as HTMLElement;
    expect(within(line).getByText('Falcon Logistics LLC')).toBeTruthy();
    expect(within(line).getByText('AED 12,345.67')).toBeTruthy();
    expect(within(line).getByText('Sara Agent')).toBeTruthy();
    const lastBody = () => bridge.requests.filter((r) => r.endpoint === 'groupHealth.list').at(-1)?.input as { body: Record<string, unknown> };
    expect(lastBody().body).toEqual({ status: 'all' });
    fireEvent.click(await screen.findByRole('button', { name: 'Quoted: 4' }));
    await waitFor(() => expect(lastBody().body).toEqual({ status: 'Quoted' }));
    expect(screen.getByRole('button', { name: 'New group health proposal' })).toBeTruthy();
    fireEvent.click(screen.getByText('GHP-000007'));
    expect(await screen.findByText('Navigated to /group-health/gh1')).toBeTruthy();
  });

  it('offers no create button to a reader', async () => {
    const bridge = fakeBridge({ calls: { 'groupHealth.list': () => ok(listPage([row])), 'groupHealth.summary': () => ok({ success: true, data: { total: 1, byStatus: {}, unread: 0, callbacksDueToday: 0 } }) } });
    renderWithProviders(<GroupHealthList />, { bridge, user: reader, route: '/group-health', path: '/group-health' });
    await screen.findByText('GHP-000007');
    expect(screen.queryByRole('button', { name: 'New group health proposal' })).toBeNull();
  });
});

describe('GroupHealthCreate', () => {
  it('sends the company, start date and emirate with the picked census, and opens the new proposal', async () => {
    const uploads: UploadFileRequest[] = [];
    const bridge = fakeBridge({
      calls: { 'corporateCustomers.names': () => ok({ success: true, data: [{ _id: 'cc1', name: 'Falcon Logistics LLC' }] }) },
      files: {
        pick: () => Promise.resolve(ok([{ id: 'f1', name: 'census.xlsx', size: 20_000, kind: 'excel' as const }])),
        fromDrop: () => Promise.resolve(ok([])),
        upload: (request) => {
          uploads.push(request);
          return Promise.resolve(ok({ success: true, data: detail() }));
        },
        onProgress: () => () => undefined,
      },
    });
    renderWithProviders(<GroupHealthCreate />, { bridge, user: editor, route: '/group-health/create?corporateCustomerId=cc1', path: '/group-health/create' });
    fireEvent.click(screen.getByRole('button', { name: 'Create and price' }));
    expect(await screen.findAllByText('Census is required')).not.toHaveLength(0);
    expect(uploads).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Policy start date/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: /Choose file/ }));
    expect(await screen.findByText(/census\.xlsx/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create and price' }));
    expect(await screen.findByText('Navigated to /group-health/gh1')).toBeTruthy();
    expect(uploads[0]).toMatchObject({ fileId: 'f1', endpoint: 'groupHealth.create', fields: { corporateCustomerId: 'cc1', policyStartDate: '2026-12-01', emirate: 'Dubai' } });
  });
});

describe('GroupHealthShow', () => {
  const setup = (user = editor, proposal = detail()) => {
    const bridge = fakeBridge({
      calls: {
        'groupHealth.detail': () => ok({ success: true, data: proposal }),
        'groupHealth.comments': () => ok({ success: true, data: [] }),
        'groupHealth.edit': () => ok({ success: true, data: detail({ chosenQuoteId: 'q1' }) }),
        'groupHealth.setStatus': () => ok({ success: true, data: { ...block, proposalStatus: 'Lost', reason: 'Price too high' } }),
        'groupHealth.shareEmail': () => ok({ success: true, message: 'Shared' }),
      },
    });
    renderWithProviders(<GroupHealthShow />, { bridge, user, route: '/group-health/gh1', path: '/group-health/:proposalId' });
    return bridge;
  };

  it('shows each quote with its totals by category, the members it could not price and the insurers that failed; taking one saves it', async () => {
    const bridge = setup();
    expect(await screen.findByRole('heading', { name: 'Group health GHP-000007', level: 1 })).toBeTruthy();
    const quote = screen.getByText('Daman – Enhanced').closest('[role="row"], tr') as HTMLElement;
    expect(within(quote).getByText('AED 12,345.67')).toBeTruthy();
    expect(within(quote).getByText('Category A: 1 members, AED 6,000.00')).toBeTruthy();
    expect(within(quote).getByText('Category B: 1 members, AED 6,345.67')).toBeTruthy();
    expect(within(quote).getByText('Old Timer (B): No matrix row for age 71')).toBeTruthy();
    expect(screen.getByText(/Not quoted: Orient \(Insurer did not answer\)/)).toBeTruthy();
    fireEvent.click(within(quote).getByRole('button', { name: 'Take this quote' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'groupHealth.edit')?.input).toEqual({ params: { id: 'gh1' }, body: { chosenQuoteId: 'q1' } }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it("lists the census's members and the report's bad rows", async () => {
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Census (3)' }));
    expect(await screen.findByText(/^census\.xlsx, .*: 4 rows read, 3 kept, 1 left out$/)).toBeTruthy();
    expect(screen.getByText('Emirates ID check digit is wrong')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a new census' })).toBeTruthy();
    // Mid-term changes need a Won proposal with a taken quote.
    expect(screen.queryByRole('button', { name: 'Add a member mid-term' })).toBeNull();
  });

  it('sets Lost with its reason through the status call', async () => {
    const bridge = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Status' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status' }), { target: { value: 'Lost' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Reason/ }), { target: { value: 'Price too high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'groupHealth.setStatus')?.input).toEqual({
      params: { id: 'gh1' }, body: { proposalId: 'gh1', data: { proposalStatus: 'Lost', reason: 'Price too high' } },
    }));
  });

  it("shares the PDF by e-mail to the company's address", async () => {
    const bridge = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Share by e-mail' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('hr@falcon.ae');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'groupHealth.shareEmail')?.input).toEqual({ params: { id: 'gh1' }, body: { toEmail: 'hr@falcon.ae' } }));
  });

  it('gives a reader no edit, take, status or upload controls', async () => {
    setup(reader);
    await screen.findByRole('heading', { name: 'Group health GHP-000007', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take this quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload trade licence' })).toBeNull();
  });
});

describe('GroupHealthEdit', () => {
  it('opens with the proposal\'s values and saves the quote taken through the edit call', async () => {
    const bridge = fakeBridge({
      calls: {
        'groupHealth.detail': () => ok({ success: true, data: detail() }),
        'healthProposals.agents': () => ok({ success: true, data: [] }),
        'proposals.agents': () => ok({ success: true, data: [] }),
        'groupHealth.edit': () => ok({ success: true, data: detail({ chosenQuoteId: 'q1' }) }),
      },
    });
    renderWithProviders(<GroupHealthEdit />, { bridge, user: editor, route: '/group-health/gh1/edit', path: '/group-health/:proposalId/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit group health proposal GHP-000007', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Policy start date/).value).toBe('2026-12-01');
    fireEvent.change(screen.getByRole('combobox', { name: 'Taken quote' }), { target: { value: 'q1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'groupHealth.edit')?.input).toMatchObject({
      params: { id: 'gh1' }, body: { policyStartDate: '2026-12-01', emirate: 'Dubai', chosenQuoteId: 'q1' },
    }));
    expect(await screen.findByText('Navigated to /group-health/gh1')).toBeTruthy();
  });
});
