// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok, type FakeBridge } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { companyFixture } from '../../../tests/fixtures/renderer/companies/company.fixture.js';
import MotorCompanyList from './MotorCompanyList.js';
import { MotorCompanyCreate } from './MotorCompanyForms.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const LOGO = { id: 'f-00000000-0000-4000-8000-000000000001', name: 'portal-logo.webp', size: 2048, kind: null };

function renderCreate(pick: FakeBridge['files']['pick'] = () => Promise.resolve(ok([LOGO]))) {
  const bridge = fakeBridge({
    calls: { 'companies.create': (call) => ok({ success: true, data: companyFixture({ _id: 'co9', ...(call.body as object), showPortal: true }) }) },
  });
  bridge.files.pick = pick;
  bridge.files.upload = () => Promise.resolve(ok({ success: true }));
  renderWithProviders(<MotorCompanyCreate />, { bridge, user: manager, route: '/motor-companies/create', path: '/motor-companies/create' });
  return bridge;
}
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('/motor-companies/create, the portal short form', () => {
  it('asks only for the name, the portal and the logo', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'New motor company' })).toBeTruthy();
    expect(field(/^Company Name/)).toBeTruthy();
    expect(field(/^Company Portal/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose logo…' })).toBeTruthy();
    expect(screen.queryByLabelText(/Headquarters/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose banner…' })).toBeNull();
  });

  it('requires the portal and the logo before sending anything', async () => {
    const bridge = renderCreate();
    await screen.findByRole('heading', { name: 'New motor company' });
    fireEvent.change(field(/^Company Name/), { target: { value: 'Portal Insurance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please enter portal')).length).toBeGreaterThan(0);
    fireEvent.change(field(/^Company Portal/), { target: { value: 'https://portal.example.ae' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/Please choose the logo/)).length).toBeGreaterThan(0);
    expect(bridge.requests.filter((r) => r.endpoint === 'companies.create')).toEqual([]);
  });

  it('creates the company with showPortal, then uploads its WebP logo', async () => {
    const bridge = renderCreate();
    const uploads: unknown[] = [];
    bridge.files.upload = (request) => {
      uploads.push(request);
      return Promise.resolve(ok({ success: true }));
    };
    await screen.findByRole('heading', { name: 'New motor company' });
    fireEvent.change(field(/^Company Name/), { target: { value: 'Portal Insurance' } });
    fireEvent.change(field(/^Company Portal/), { target: { value: 'https://portal.example.ae' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose logo…' }));
    expect(await screen.findByText('portal-logo.webp (uploaded on save)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads).toEqual([{ fileId: LOGO.id, endpoint: 'companies.uploadLogo', params: { id: 'co9' } }]));
    const body = bridge.requests.find((r) => r.endpoint === 'companies.create')!.input.body;
    expect(body).toMatchObject({
      companyName: 'Portal Insurance', companyPortal: 'https://portal.example.ae', showPortal: true, motorInsuranceActive: true,
      companyWebsite: '', headquarters: '', motorInsurance: { eSanadRecommendation: false },
    });
  });

  it('refuses a picked file that is no image', async () => {
    renderCreate(() => Promise.resolve(ok([{ ...LOGO, name: 'brochure.pdf', kind: 'pdf' }])));
    await screen.findByRole('heading', { name: 'New motor company' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose logo…' }));
    expect(await screen.findByText('"brochure.pdf" is not a PNG, JPG or WebP image.')).toBeTruthy();
  });
});

describe('/motor-companies, the portal list', () => {
  it('offers delete only for companies its short form created', async () => {
    const bridge = fakeBridge({
      calls: {
        'companies.byLine': () => ok({ success: true, data: [companyFixture(), companyFixture({ _id: 'co2', companyName: 'Portal Takaful', showPortal: true })] }),
        'cars.makes': () => ok(listPage([])),
      },
    });
    renderWithProviders(<MotorCompanyList />, { bridge, user: manager, route: '/motor-companies', path: '/motor-companies' });
    expect(await screen.findByText('Portal Takaful')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Portal Takaful' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Gulf Shield Insurance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Gulf Shield Insurance' })).toBeTruthy();
  });
});
