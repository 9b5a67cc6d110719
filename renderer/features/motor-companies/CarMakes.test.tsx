// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { CarMakes } from './CarMakes.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const reader = testUser({ moduleAccessId: { company: { read: true } } });
const meta = { createdAt: '2025-03-04T08:00:00.000Z', updatedAt: '2025-03-04T08:00:00.000Z' };
const toyota = { _id: 'mk1', ...meta, name: 'Toyota', country: 'Japan', isTop: true, isActive: true, modelCount: 3 };
const tesla = { _id: 'mk2', ...meta, name: 'Tesla', country: null, isTop: false, isActive: true, modelCount: 0 };
const page = (data: object[]) => ok({ success: true, data, pagination: { page: 1, size: 20, total: data.length, totalPages: 1 } });

function renderMakes(calls: FakeBridgeOverrides['calls'] = {}, user = manager) {
  const bridge = fakeBridge({ calls: { 'cars.makes': () => page([toyota, tesla]), ...calls } });
  renderWithProviders(<CarMakes />, { bridge, user });
  return bridge;
}

const sent = (bridge: ReturnType<typeof fakeBridge>, endpoint: string) => bridge.requests.find((r) => r.endpoint === endpoint)?.input;

describe('CarMakes', () => {
  it('lists the makes; a reader sees no actions', async () => {
    renderMakes({}, reader);
    expect(await screen.findByText('Toyota')).toBeTruthy();
    expect(screen.getByText('Japan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New make' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Toyota' })).toBeNull();
  });

  it('adds a make', async () => {
    const bridge = renderMakes({ 'cars.makeCreate': (input) => ok({ success: true, data: { ...tesla, _id: 'mk3', ...(input.body as object) } }) });
    await screen.findByText('Toyota');

    fireEvent.click(screen.getByRole('button', { name: 'New make' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(inDialog(dialog).getByLabelText(/^Make\s*\*?$/, { selector: 'input' }), { target: { value: 'BYD' } });
    // `hidden`: under load Fluent can keep the opening dialog aria-hidden past the wait; the button is there.
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Save make' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(bridge, 'cars.makeCreate')?.body).toEqual({ name: 'BYD', country: null, isTop: false, isActive: true });
  });

  it('renames a make, sending the whole make', async () => {
    const bridge = renderMakes({ 'cars.makeUpdate': (input) => ok({ success: true, data: { ...toyota, ...(input.body as object) } }) });
    await screen.findByText('Toyota');
    fireEvent.click(screen.getByRole('button', { name: 'Rename Toyota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename make Toyota' });
    fireEvent.change(inDialog(dialog).getByLabelText(/^Make\s*\*?$/, { selector: 'input' }), { target: { value: 'Toyota Motor' } });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Save make' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(bridge, 'cars.makeUpdate')).toMatchObject({
      params: { id: 'mk1' },
      body: { name: 'Toyota Motor', country: 'Japan', isTop: true, isActive: true },
    });
  });

  it("shows the server's refusal of a name on its field", async () => {
    renderMakes({ 'cars.makeCreate': () => failed(409, 'Not saved', { 'body.name': 'A make named Toyota exists' }) });
    await screen.findByText('Toyota');
    fireEvent.click(screen.getByRole('button', { name: 'New make' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(inDialog(dialog).getByLabelText(/^Make\s*\*?$/, { selector: 'input' }), { target: { value: 'toyota' } });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Save make' }));
    expect((await inDialog(dialog).findAllByText('A make named Toyota exists')).length).toBeGreaterThan(0);
  });

  it("asks before deleting, naming the make, and shows the server's refusal", async () => {
    const bridge = renderMakes({ 'cars.makeRemove': () => failed(409, 'Toyota has 3 models: delete or move them first') });
    await screen.findByText('Toyota');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Toyota' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete car make Toyota?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Toyota was not deleted: Toyota has 3 models: delete or move them first')).toBeTruthy();
    expect(sent(bridge, 'cars.makeRemove')?.params).toEqual({ id: 'mk1' });
  });
});
