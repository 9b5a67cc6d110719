import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database for the app's lifetime and closes it when the app closes. */
export async function installDatabase(app: FastifyInstance, file: string): Promise<void> {
  const { db } = await openDatabase(file);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}
