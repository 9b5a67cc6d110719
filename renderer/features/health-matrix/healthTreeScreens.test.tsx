// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthPlanRecord } from '../../../shared/contract/health-matrix/health-matrix.schema.js';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import type { PickedFile, UploadFileRequest } from '../../../shared/contract/documents/documents.schema.js';
import type { TpaImportReport } from '../../../shared/contract/health-matrix/health-tpa-workbook.schema.js';
import { MatrixCreate, PlanList, TpaList } from './healthTreeScreens.js';

const at = '2026-11-22T06:42:00.000Z';
const staff = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const tree = '/companies/:companyId/health-insurance/tpa/:tpaId/network/:networkId/city/:cityId/plans';
const here = '/companies/co1/health-insurance/tpa/t1/network/n1/city/c1/plans';
const records = {
  'companies.get': () => ok({ success: true, data: { _id: 'co1', companyName: 'Orient Insurance' } }),
  'healthTpas.get': () => ok({ success: true, data: { _id: 't1', company: 'co1', companyName: 'Orient Insurance', TPAName: 'NAS', networkCount: 1, createdAt: at, updatedAt: at } }),
  'healthNetworks.get': () => ok({ success: true, data: { _id: 'n1', tpa: 't1', TPAName: 'NAS', networkName: 'RN3', cityCount: 1, createdAt: at, updatedAt: at } }),
  'healthCities.get': () => ok({ success: true, data: { _id: 'c1', network: 'n1', networkName: 'RN3', cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }], planCount: 1, createdAt: at, updatedAt: at } }),
};
const plan: HealthPlanRecord = {
  _id: 'p1', city: 'c1', cityEmirates: null, planName: 'Silver 10', coPay: '10', scheme: 'standard', isBasic: false, isEnable: true, isPremiumRequestUpon: false,
  matrixCount: 17, createdAt: at, updatedAt: at,
};

describe('the health tree screens', () => {
  it('lists a city\'s plans with their co-pay, count of matrix rows and links to their matrix and benefits, under the path Company › TPA › Network › City, and asks before deleting a plan with its rows', async () => {
    const bridge = fakeBridge({ calls: { ...records, 'healthPlans.list': () => ok(listPage([plan])) } });
    renderWithProviders(<PlanList />, { bridge, user: staff, route: here, path: tree });
    const row = (await screen.findByText('Silver 10')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('10 %')).toBeTruthy();
    expect(within(row).getByText('17')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Number of Matrix/ })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: 'Path' });
    await waitFor(() => expect(within(path).getByText('Orient Insurance')).toBeTruthy());
    await waitFor(() => expect(within(path).getByText('Dubai, Sharjah')).toBeTruthy());
    expect(within(path).getByText('NAS')).toBeTruthy();
    expect(within(path).getByText('RN3')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'healthPlans.list')?.input).toMatchObject({ params: { cityId: 'c1' } });
    expect(within(row).getByRole('button', { name: 'Matrix of Silver 10' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Benefits of Silver 10' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Delete Silver 10/ }));
    expect(await screen.findByText('Its 17 matrix rows are deleted with it.')).toBeTruthy();
  });

  it('shows the server\'s refusal of a matrix row that overlaps another, naming the row it meets', async () => {
    const refusal = 'This row overlaps a row of the plan for the same visa type, gender and relation: ages 18–30, any salary, all visa types, any gender, any relation (row m1)';
    const bridge = fakeBridge({
      calls: {
        ...records,
        'healthPlans.get': () => ok({ success: true, data: plan }),
        'healthMatrixes.create': () => failed(409, refusal, { ageFrom: refusal }),
      },
    });
    renderWithProviders(<MatrixCreate />, { bridge, user: staff, route: `${here}/p1/matrix/create`, path: `${tree}/:planId/matrix/create` });
    fireEvent.change(await screen.findByLabelText(/^Age from/), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText(/^Age to/), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText(/^Premium/), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    const sent = bridge.requests.find((request) => request.endpoint === 'healthMatrixes.create')?.input as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({ plan: 'p1', ageFrom: 25, ageTo: 40, premium: 250_000, maternityAmount: 0, visaType: [{ visaType: 'all' }] });
  });

  it("opens a TPA's networks from its row, exports its rate workbook, and imports one showing each bad row", async () => {
    const tpa = { _id: 't1', company: 'co1', companyName: 'Orient Insurance', TPAName: 'NAS', networkCount: 2, createdAt: at, updatedAt: at };
    const report: TpaImportReport = {
      fileName: 'nas.xlsx', applied: false, tpaId: null, tpaName: 'NAS', totalRows: 40, rejected: 1,
      networks: { created: 0, updated: 0, unchanged: 0 }, cities: { created: 0, updated: 0, unchanged: 0 }, plans: { created: 0, updated: 0, unchanged: 0 },
      matrices: { replaced: 0, unchanged: 0, rowsWritten: 0 }, benefits: { written: 0, unchanged: 0 }, rejections: [{ sheet: 'Matrix', line: 7, reason: 'Age to must not be below age from' }],
    };
    const uploads: UploadFileRequest[] = [];
    const file: PickedFile = { id: 'f-1', name: 'nas.xlsx', size: 50_000, kind: null };
    const bridge = fakeBridge({
      calls: { ...records, 'healthTpas.list': () => ok(listPage([tpa])) },
      files: {
        pick: () => Promise.resolve(ok([file])),
        fromDrop: () => Promise.resolve(ok([])),
        upload: (request) => {
          uploads.push(request);
          return Promise.resolve(ok({ success: true, data: report, message: 'Nothing was imported: 1 row is bad' }));
        },
        onProgress: () => () => undefined,
      },
    });
    renderWithProviders(<TpaList />, { bridge, user: staff, route: '/companies/co1/health-insurance/tpa', path: '/companies/:companyId/health-insurance/tpa' });
    const row = (await screen.findByText('NAS')).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Export rates of NAS' }));
    await waitFor(() => expect(bridge.requests.filter((request) => request.kind === 'download')).toEqual([
      { endpoint: 'healthTpaWorkbook.exportTpa', input: { params: { tpaId: 't1' } }, kind: 'download' },
    ]));

    fireEvent.click(screen.getByRole('button', { name: 'Import rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TPA rates' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Choose workbook…' }));
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Import' }));
    expect(await inDialog(dialog).findByText('Nothing was imported: 1 row is bad')).toBeTruthy();
    const rejected = inDialog(inDialog(dialog).getByRole('table', { name: 'Rejected rows' })).getAllByRole('row').slice(1);
    expect(rejected.map((line) => line.textContent)).toEqual(['Matrix7Age to must not be below age from']);
    expect(uploads).toEqual([{ fileId: 'f-1', endpoint: 'healthTpaWorkbook.importTpa', params: {}, fields: { companyId: 'co1' } }]);
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByText('NAS'));
    expect(await screen.findByText('Navigated to /companies/co1/health-insurance/tpa/t1/network')).toBeTruthy();
  });

  it('offers no import to a user who may only read the insurers', async () => {
    const bridge = fakeBridge({ calls: { ...records, 'healthTpas.list': () => ok(listPage([])) } });
    renderWithProviders(<TpaList />, { bridge, user: testUser({ moduleAccessId: { company: { read: true } } }), route: '/companies/co1/health-insurance/tpa', path: '/companies/:companyId/health-insurance/tpa' });
    expect(await screen.findByText('No TPAs yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import rates' })).toBeNull();
  });
});
