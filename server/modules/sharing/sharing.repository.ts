import type { Db } from '../../db/database.js';

/** What sharing reads besides the proposal's records: the payment behind a link, the agent a chat is handed to. */
export function createSharingRepository(db: Db) {
  return {
    /** The quote's latest payment whose page is `link`. */
    paymentByLink(quoteId: string, link: string) {
      return db.selectFrom('payments').selectAll().where('quote_id', '=', quoteId).where('payment_url', '=', link)
        .orderBy('created_at', 'desc').executeTakeFirst();
    },

    async accountEmail(accountId: string): Promise<string | null> {
      const account = await db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst();
      return account?.email ?? null;
    },
  };
}
