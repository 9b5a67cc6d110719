// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { companyFixture } from '../../../tests/fixtures/renderer/companies/company.fixture.js';
import CompanyShow from './CompanyShow.js';

const reader = testUser({ moduleAccessId: { company: { read: true } } });
const BANNER = 'data:image/webp;base64,UklGRhoAAABXRUJQ';

function renderShow(bannerUrl: string | null) {
  const bridge = fakeBridge({
    calls: {
      'companies.get': () => ok({ success: true, data: companyFixture({ bannerUrl }) }),
      'companies.banner': () => ok({ success: true, data: { mimeType: 'image/webp', dataUrl: BANNER } }),
    },
  });
  renderWithProviders(<CompanyShow />, { bridge, user: reader, route: '/companies/co1', path: '/companies/:companyId' });
  return bridge;
}

describe('CompanyShow', () => {
  it('shows the banner the host read as a data URL', async () => {
    const bridge = renderShow('/api/admin/insuranceCompany/co1/banner?v=b1.webp');
    const banner = await screen.findByRole('img', { name: 'Gulf Shield Insurance banner' });
    expect(banner.getAttribute('src')).toBe(BANNER);
    expect(bridge.requests.filter((r) => r.endpoint === 'companies.banner').map((r) => r.input.params)).toEqual([{ id: 'co1' }]);
  });

  it('asks for no banner when the company has none', async () => {
    const bridge = renderShow(null);
    await screen.findByText('Company info');
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'companies.get')).toBe(true));
    expect(screen.queryByRole('img', { name: /banner/ })).toBeNull();
    expect(bridge.requests.some((r) => r.endpoint === 'companies.banner')).toBe(false);
  });
});
