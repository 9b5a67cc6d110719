import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseTarget, type Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database for the app's lifetime and closes it when the app closes. */
export async function installDatabase(app: FastifyInstance, target: DatabaseTarget): Promise<void> {
  const db = await openDatabase({
    ...target,
    onConnectionError: (error) => app.log.warn({ err: error }, 'the database closed an idle connection; it is replaced on the next request'),
  });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
