import { sql, type SqlBool } from 'kysely';
import type { NetworkProvidersQuery } from '../../../shared/contract/health-network-providers/index.js';
import type { Db } from '../../db/database.js';
import { countingUpTo, pageOfKeys, searchPage } from '../../db/paging.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { createHealthProvidersRepository } from '../health-insurance/healthProviders.repository.js';

/** Table of migration 0038 linking a network of an insurer's tree to its providers. */
interface NetworkProvidersTable {
  network_id: string;
  provider_id: string;
  created_at: string;
}

/** The columns of `health_providers` (migration 0037, a kit table) the network's lists read. */
interface ProvidersTable {
  seq: number;
  id: string;
  provider_name: string;
  provider_code: string | null;
  provider_license_number: string;
  emirate: string;
  provider_type: string;
  removed_at: string | null;
}

type Tables = { health_network_providers: NetworkProvidersTable; health_providers: ProvidersTable; health_networks: { id: string } };

type ListQuery = Required<Pick<NetworkProvidersQuery, 'networkId' | 'scope'>> & { page: number; size: number; search?: string | undefined; emirate?: string | undefined; providerType?: string | undefined };

/**
 * The providers of a network: reads page through the providers' name index, testing each against
 * the link's key (assigned) or its absence (available), so a page at 20,000 providers reads its
 * keys and ten rows. Writes are all or nothing, and a provider linked twice at once is kept once
 * (the link's key, and `ON CONFLICT DO NOTHING`).
 */
export function createNetworkProvidersRepository(db: Db) {
  const links = (executor: Db) => executor.withTables<Tables>();
  const providers = createHealthProvidersRepository(db);

  async function checkNetwork(executor: Db, networkId: string): Promise<void> {
    if (!(await links(executor).selectFrom('health_networks').select('id').where('id', '=', networkId).executeTakeFirst())) throw notFound('Network not found');
  }

  /** The network's live providers. */
  async function countOf(executor: Db, networkId: string): Promise<number> {
    const row = await links(executor).selectFrom('health_network_providers as l').innerJoin('health_providers as p', 'p.id', 'l.provider_id')
      .select((eb) => eb.fn.countAll<number>().as('count')).where('l.network_id', '=', networkId).where('p.removed_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    async list(query: ListQuery) {
      await checkNetwork(db, query.networkId);
      const tables = links(db);
      // The link's key (network, provider) answers the test for each provider the name index walks.
      const linked = sql<SqlBool>`EXISTS (SELECT 1 FROM health_network_providers l WHERE l.network_id = ${query.networkId} AND l.provider_id = p.id)`;
      let matching = tables.selectFrom('health_providers as p').where('p.removed_at', 'is', null).where(query.scope === 'assigned' ? linked : sql<SqlBool>`NOT ${linked}`);
      if (query.emirate) matching = matching.where('p.emirate', '=', query.emirate);
      if (query.providerType) matching = matching.where('p.provider_type', '=', query.providerType);
      const words = query.search?.trim();
      if (words) matching = matching.where(providers.searching('p', words));
      const offset = offsetOf(query.page, query.size);
      const keys = matching.select('p.seq').orderBy('p.provider_name').orderBy('p.seq').limit(query.size).offset(offset);
      const rowsOf = (seqs: number[]) => tables.selectFrom('health_providers').select(['seq', 'id']).where('seq', 'in', seqs).execute();
      // A network's own list is counted whole ("N providers in this network"); a search up to the cap.
      const { rows, total, capped } = words
        ? await searchPage(keys, rowsOf, countingUpTo(db, matching.select('p.seq')), offset, query.size)
        : await Promise.all([
          pageOfKeys(keys, rowsOf),
          matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow().then((row) => Number(row.count)),
        ]).then(([rows, total]) => ({ rows, total, capped: false }));
      return { items: await providers.getMany(rows.map((row) => row.id)), totalItems: total, totalCapped: capped };
    },

    /** Adds the providers the network has not got; one unknown or removed provider refuses them all. */
    assign: (networkId: string, providerIds: readonly string[], at: string) => db.transaction().execute(async (trx) => {
      await checkNetwork(trx, networkId);
      const ids = [...new Set(providerIds)];
      const known = new Set((await links(trx).selectFrom('health_providers').select('id').where('id', 'in', ids).where('removed_at', 'is', null).execute()).map((row) => row.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        const message = `No provider has the id ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}: choose providers from the list`;
        throw badRequest(`providerIds: ${message}`, { providerIds: message });
      }
      const inserted = await links(trx).insertInto('health_network_providers').values(ids.map((id) => ({ network_id: networkId, provider_id: id, created_at: at })))
        .onConflict((conflict) => conflict.columns(['network_id', 'provider_id']).doNothing()).executeTakeFirst();
      return { networkId, changed: Number(inserted.numInsertedOrUpdatedRows ?? 0), providerCount: await countOf(trx, networkId) };
    }),

    /** Removes the providers from the network; those it has not got are ignored. */
    unassign: (networkId: string, providerIds: readonly string[]) => db.transaction().execute(async (trx) => {
      await checkNetwork(trx, networkId);
      const removed = await links(trx).deleteFrom('health_network_providers').where('network_id', '=', networkId).where('provider_id', 'in', [...new Set(providerIds)]).executeTakeFirst();
      return { networkId, changed: Number(removed.numDeletedRows), providerCount: await countOf(trx, networkId) };
    }),
  };
}
