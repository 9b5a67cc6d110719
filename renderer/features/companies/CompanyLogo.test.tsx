// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { companyFixture } from '../../../tests/fixtures/renderer/companies/company.fixture.js';
import CompanyList from './CompanyList.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const reader = testUser({ moduleAccessId: { company: { read: true } } });
const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

function renderList(logo = () => ok({ success: true, data: { mimeType: 'image/png', dataUrl: DATA_URL } })) {
  const bridge = fakeBridge({
    calls: {
      'companies.list': () => ok(listPage([
        companyFixture({ logoUrl: '/api/admin/insuranceCompany/co1/logo?v=abc.png' }),
        companyFixture({ _id: 'co2', companyName: 'Oasis Takaful', logoUrl: null }),
      ])),
      'companies.logo': logo,
    },
  });
  return renderWithProviders(<CompanyList />, { bridge, user: reader, route: '/companies', path: '/companies' });
}

describe('CompanyLogo in the company list', () => {
  it("shows a company's uploaded logo from the data URL the host read, and initials for one without", async () => {
    const { bridge, container } = renderList();
    await screen.findByText('Oasis Takaful');
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(DATA_URL);
    const logoCalls = bridge.requests.filter((r) => r.endpoint === 'companies.logo');
    expect(logoCalls.map((r) => r.input.params)).toEqual([{ id: 'co1' }]);
    expect(screen.getByText('OT')).toBeTruthy();
  });

  it('keeps the initials when the logo cannot be read', async () => {
    const { bridge, container } = renderList(() => failed(404, 'Logo not found'));
    await screen.findByText('Oasis Takaful');
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'companies.logo')).toBe(true));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('.fui-Avatar__initials')).toHaveLength(2);
  });
});
