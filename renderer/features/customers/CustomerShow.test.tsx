// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import CustomerShow from './CustomerShow.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });
const editor = testUser({ moduleAccessId: { customer: { read: true, update: true } } });

function renderShow(bridge: ReturnType<typeof fakeBridge>, user = reader, route = '/customers/c1') {
  return renderWithProviders(<CustomerShow />, { bridge, user, route, path: '/customers/:customerId' });
}

describe('CustomerShow', () => {
  it('shows the identity, a status badge in words and formatted details', async () => {
    renderShow(
      fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: customerFixture({ nationality: null }) }) } }),
    );
    expect(await screen.findByRole('heading', { name: 'Omar Haddad', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ref CUS-1001')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('784-1990-1234567-6')).toBeTruthy();
    expect(screen.getByText('+971 50 123 4567')).toBeTruthy();
    expect(screen.getByText('17/05/1990')).toBeTruthy();
    const nationality = screen.getByText('Nationality').closest('div') as HTMLElement;
    expect(within(nationality).getByText('-')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('flags a blacklisted customer with a danger badge and the entry\'s reason, and an ordinary one with neither', async () => {
    const entry = { _id: 'b1', email: null, mobileNumber: '501234567', reason: 'Charge-backs on two cards', createdAt: '2025-02-01T08:00:00.000Z', matched: 'mobileNumber' as const };
    const first = renderShow(fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: { ...customerFixture(), blacklist: entry } }) } }));
    await screen.findByRole('heading', { name: 'Omar Haddad', level: 1 });
    expect(screen.getAllByText('Blacklisted').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/mobile number \+971 50 123 4567 is on the blacklist since 01\/02\/2025: Charge-backs on two cards/)).toBeTruthy();
    first.unmount();
    renderShow(fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: { ...customerFixture(), blacklist: null } }) } }));
    await screen.findByRole('heading', { name: 'Omar Haddad', level: 1 });
    expect(screen.queryByText('Blacklisted')).toBeNull();
    expect(screen.queryByText(/on the blacklist/)).toBeNull();
  });

  it('offers Edit only to users with customer update', async () => {
    const bridge = fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: customerFixture() }) } });
    const first = renderShow(bridge, reader);
    await screen.findByRole('heading', { name: 'Omar Haddad', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    first.unmount();
    renderShow(bridge, editor);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Navigated to /customers/c1/edit')).toBeTruthy();
  });

  it('says "Record not found" with a way back for an unknown id', async () => {
    renderShow(fakeBridge({ calls: { 'customers.get': () => failed(404, 'Customer not found') } }), reader, '/customers/nope');
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to customers' }).getAttribute('href')).toBe('/customers');
  });

  it('loads motor policies, then health policies when the Health chip is picked', async () => {
    const policy = (line: 'motor' | 'health', ref: string) => ({
      _id: ref,
      createdAt: '2025-01-02T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      ref,
      line,
      companyName: 'Orient',
      insuranceType: 'Comprehensive',
      insuredValueFils: 12345050,
      premiumFils: 100000,
      status: 'Active',
      startDate: null,
      expiryDate: '2026-01-01T00:00:00.000Z',
      hasFile: false,
    });
    const page = (items: unknown[]) =>
      ok({
        success: true,
        data: items,
        pagination: { page: 1, size: 10, totalItems: items.length, totalPages: 1, currentPage: 1 },
      });
    const bridge = fakeBridge({
      calls: {
        'customers.get': () => ok({ success: true, data: customerFixture() }),
        'customers.policies': () => page([policy('motor', 'POL-M1')]),
        'customers.healthPolicies': () => page([policy('health', 'POL-H1')]),
      },
    });
    renderShow(bridge, reader, '/customers/c1?tab=policies');
    const row = (await screen.findByText('POL-M1')).closest('[role="row"]') as HTMLElement;
    // Issue 23 item 7: the premium and the car value are named apart, and the policy's status shows.
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Premium', 'Car value', 'Status']));
    expect(headers).not.toContain('Value');
    const cells = within(row).getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(cells[headers.indexOf('Premium')]).toBe('AED 1,000.00');
    expect(cells[headers.indexOf('Car value')]).toBe('AED 123,450.50');
    expect(cells[headers.indexOf('Status')]).toBe('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Health' }));
    expect(await screen.findByText('POL-H1')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'customers.healthPolicies')?.input).toEqual({
      params: { id: 'c1' },
      query: { page: 1, size: 10 },
      body: { pType: 'all' },
    });
  });

  it('adds a comment and lists it with who wrote it', async () => {
    let comments: unknown[] = [];
    const bridge = fakeBridge({
      calls: {
        'customers.get': () => ok({ success: true, data: customerFixture() }),
        'customers.comments': () => ok({ success: true, data: comments }),
        'customers.createComment': (input) => {
          const comment = {
            _id: 'm1',
            createdAt: '2025-06-01T06:30:00.000Z',
            updatedAt: '2025-06-01T06:30:00.000Z',
            comment: (input.body as { comment: string }).comment,
            author: { _id: 'u1', fullName: 'Sara Staff' },
          };
          comments = [comment];
          return ok({ success: true, data: comment });
        },
      },
    });
    renderShow(bridge, editor, '/customers/c1?tab=comments');
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Add comment/ }), { target: { value: 'Called about renewal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Called about renewal')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Sara Staff · 01/06/2025 10:30')).toBeTruthy());
  });

  it('hides the comment box from users without customer update', async () => {
    const bridge = fakeBridge({
      calls: {
        'customers.get': () => ok({ success: true, data: customerFixture() }),
        'customers.comments': () => ok({ success: true, data: [] }),
      },
    });
    renderShow(bridge, reader, '/customers/c1?tab=comments');
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });
});
