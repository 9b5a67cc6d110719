// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../../shared/access/modules.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { subAdminFixture, supervisorsAnswer } from '../../../tests/fixtures/renderer/sub-admins/subAdmin.fixture.js';
import SubAdminCreate from './SubAdminCreate.js';

const supervisor = testUser({ isSupervisor: true, moduleAccessId: { isSupervisor: true } });

function renderCreate(
  create = (body: unknown) => ok({ success: true, data: subAdminFixture({ ...(body as object), _id: 'a9' }) }),
) {
  const bridge = fakeBridge({
    calls: {
      'subAdmins.supervisors': () => ok(supervisorsAnswer),
      'subAdmins.create': (input) => create(input.body),
    },
  });
  return renderWithProviders(<SubAdminCreate />, {
    bridge,
    user: supervisor,
    route: '/sub-admins/create',
    path: '/sub-admins/create',
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
const createBody = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.find((r) => r.endpoint === 'subAdmins.create')?.input.body as Record<string, unknown> | undefined;

function fillPersonalInfo() {
  type('Agent Name', 'Noor Blogger');
  type('Agent Email', 'Noor@Example.ae');
  type('Contact No', '0501234567');
  type('Password', 'long-enough-1');
}

describe('SubAdminCreate', () => {
  it('sends exactly the ticked permissions as a map of read, create, update and delete per module', async () => {
    const { bridge } = renderCreate();
    await screen.findByRole('option', { name: /Sam Supervisor/ });
    fillPersonalInfo();
    fireEvent.change(screen.getByLabelText('Working under the team of'), { target: { value: 's1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blog View' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dashboard View' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Individual Customers Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createBody(bridge)).toBeDefined());
    const body = createBody(bridge)!;
    expect(body).toMatchObject({
      fullName: 'Noor Blogger',
      email: 'noor@example.ae',
      mobileNumber: '501234567',
      password: 'long-enough-1',
      teamLeaderId: 's1',
    });
    const permissions = body.permissions as Record<string, unknown>;
    expect(permissions.blog).toEqual({ read: true, create: false, update: false, delete: false });
    expect(permissions.dashboard).toEqual({ read: true, create: false, update: false, delete: false });
    expect(permissions.customer).toEqual({ read: true, create: true, update: true, delete: true });
    const others = MODULE_KEYS.filter((key) => !['blog', 'dashboard', 'customer'].includes(key));
    for (const key of others) expect(permissions[key]).toEqual({ read: false, create: false, update: false, delete: false });
    expect(await screen.findByText('Staff account Noor Blogger saved')).toBeTruthy();
  });

  it('ticks and clears every permission with Select all', async () => {
    renderCreate();
    const all = await screen.findByRole('checkbox', { name: 'Select all' });
    fireEvent.click(all);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Musataha Delete' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Blog View' }).checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Blog View' }).checked).toBe(false);
  });

  it('refuses a supervisor who is also a sales agent, without asking the server', async () => {
    const { bridge } = renderCreate();
    await screen.findByRole('option', { name: /Sam Supervisor/ });
    fillPersonalInfo();
    fireEvent.click(screen.getByRole('switch', { name: 'Supervisor' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Sales agent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('A supervisor cannot also be a sales agent')).length).toBeGreaterThan(0);
    expect(createBody(bridge)).toBeUndefined();
  });

  it("puts the server's message on the field it names", async () => {
    renderCreate(() => failed(409, 'That e-mail is taken', { email: 'An account with this e-mail already exists' }));
    await screen.findByRole('option', { name: /Sam Supervisor/ });
    fillPersonalInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('An account with this e-mail already exists')).length).toBeGreaterThan(0);
  });
});
