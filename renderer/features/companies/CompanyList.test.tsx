// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { companyFixture } from '../../../tests/fixtures/renderer/companies/company.fixture.js';
import CompanyList from './CompanyList.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const reader = testUser({ moduleAccessId: { company: { read: true } } });
const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });

function renderList(user = manager, remove = () => ok({ success: true, message: 'Deleted' })) {
  const bridge = fakeBridge({
    calls: {
      'companies.list': (input) => {
        const search = (input.query as { search?: string }).search;
        const all = [companyFixture(), companyFixture({ _id: 'co2', companyName: 'Oasis Takaful', companyEmail: null, headquarters: 'Abu Dhabi' })];
        return ok(listPage(search ? all.filter((c) => c.companyName.toLowerCase().includes(search.toLowerCase())) : all));
      },
      'companies.remove': remove,
    },
  });
  return renderWithProviders(<CompanyList />, { bridge, user, route: '/companies', path: '/companies' });
}

describe('CompanyList', () => {
  it('shows name, e-mail and headquarters, with - for a missing e-mail', async () => {
    renderList(reader);
    const row = (await screen.findByText('Oasis Takaful')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Abu Dhabi')).toBeTruthy();
    expect(within(row).getByText('-')).toBeTruthy();
    expect(screen.getByText('motor@gulfshield.ae')).toBeTruthy();
    for (const header of ['Company Name', 'Company Email', 'Headquarters']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('offers New company only with company create, and no delete to a reader', async () => {
    renderList(reader);
    await screen.findByText('Oasis Takaful');
    expect(screen.queryByRole('button', { name: 'New company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Oasis Takaful' })).toBeNull();
  });

  it('searches through the server', async () => {
    const { bridge } = renderList(reader);
    await screen.findByText('Oasis Takaful');
    const box = screen.getByRole('searchbox', { name: 'Search company' });
    fireEvent.change(box, { target: { value: 'oasis' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText('Gulf Shield Insurance')).toBeNull());
    expect(bridge.requests.some((r) => r.endpoint === 'companies.list' && (r.input.query as { search?: string }).search === 'oasis')).toBe(true);
  });

  it("shows the server's refusal when a company in use is deleted", async () => {
    renderList(manager, () => failed(409, 'Gulf Shield Insurance has quotes or policies: deactivate it instead.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gulf Shield Insurance' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete company Gulf Shield Insurance?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Gulf Shield Insurance has quotes or policies: deactivate it instead.')).toBeTruthy();
  });

  it('opens the company when the row is clicked', async () => {
    renderList(reader);
    fireEvent.click((await screen.findByText('Oasis Takaful')).closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /companies/co2')).toBeTruthy();
  });
});
