import type { FastifyInstance } from 'fastify';
import { listenForChanges } from '../db/changeFeed.js';
import { openDatabase, type DatabaseTarget, type Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database for the app's lifetime and closes it when the app closes. On PostgreSQL the
 * instance also listens to the change feed, and catches up with it before a request reads after a
 * write of this process and before a request that wrote answers: the writer and every other
 * instance then answer from data that includes the write.
 */
export async function installDatabase(app: FastifyInstance, target: DatabaseTarget): Promise<void> {
  const db = await openDatabase({
    ...target,
    onConnectionError: (error) => app.log.warn({ err: error }, 'the database closed an idle connection; it is replaced on the next request'),
  });
  app.decorate('db', db);
  if (target.url) {
    const feed = await listenForChanges(db, target.url, app.log);
    // A database that cannot be reached fails the request itself (503); catching up only waits for it.
    const catchUp = () => feed.catchUp().catch((error: unknown) => app.log.debug({ err: error }, 'could not catch up with the change feed'));
    app.addHook('onRequest', catchUp);
    app.addHook('onSend', async (_request, _reply, payload) => {
      await catchUp();
      return payload;
    });
    app.addHook('onClose', () => feed.close());
  }
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
