import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { createGaragesRepository } from './garages.repository.js';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
});
afterAll(async () => server.close());

describe('the garages repository', () => {
  it('answers two creations of one name in one emirate at once with one garage and one 409', async () => {
    const garages = createGaragesRepository(server.app.db);
    const input = { name: 'Racing Twins Garage', emirate: 'Umm Al Quwain', area: 'Al Salama', phone: '06 765 4321', agency: 'nonagency', isActive: true } as const;
    // Both checks run before either insert: the table's unique index refuses the second.
    const outcomes = await Promise.allSettled([garages.create(input, '2026-11-27T09:00:00.000Z'), garages.create(input, '2026-11-27T09:00:00.000Z')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected')!.reason as { statusCode: number; message: string };
    expect(refusal).toMatchObject({ statusCode: 409, message: 'A garage named Racing Twins Garage is already listed in Umm Al Quwain' });
  });
});
