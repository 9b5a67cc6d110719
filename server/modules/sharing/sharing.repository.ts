import type { Db } from '../../db/database.js';

/** What sharing reads besides the proposal's records: the payment behind a link, whether a quote has one open, the agent a chat is handed to. */
export function createSharingRepository(db: Db) {
  return {
    /** The quote's latest payment whose page is `link`. */
    paymentByLink(quoteId: string, link: string) {
      return db.selectFrom('payments').selectAll().where('quote_id', '=', quoteId).where('payment_url', '=', link)
        .orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** Whether the quote has a payment link the customer can still pay (pending, unexpired at `now`). */
    async hasOpenLink(quoteId: string, now: string): Promise<boolean> {
      const open = await db.selectFrom('payments').select('id').where('quote_id', '=', quoteId).where('status', '=', 'pending')
        .where('payment_url', 'is not', null).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])).executeTakeFirst();
      return open !== undefined;
    },

    async accountEmail(accountId: string): Promise<string | null> {
      const account = await db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst();
      return account?.email ?? null;
    },
  };
}
