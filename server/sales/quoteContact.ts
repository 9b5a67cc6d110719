import type { FastifyInstance } from 'fastify';
import type { Quote } from '../../shared/contract/proposals/index.js';
import { formatDateTime } from '../../shared/domain/format.js';
import type { Line } from '../db/schema.js';
import type { AuthContext } from '../http/auth.js';
import { notFound } from '../http/httpError.js';
import { addHistory, selectQuotes, toQuote } from './salesRecords.js';

/**
 * "Applied for Contact" on a quote of any line (`ApplyForContactSchema`): the customer asked to be
 * called about it. A line's routes map their path onto `apply` with their own line, so a quote of
 * another line is not found there.
 */
export function createQuoteContactRequests(app: FastifyInstance) {
  const db = app.db;

  return {
    /**
     * Marks the quote once: the first request's time and recorder stay, with one history entry on the
     * proposal and one notification to its agent (assigned, else its creator; the office when it has
     * neither, as a due call-back). A later request changes nothing and answers when it was first asked.
     */
    async apply(quoteId: string, line: Line, input: { note?: string | undefined }, auth: AuthContext): Promise<{ quote: Quote; message: string }> {
      const found = await selectQuotes(db).where('quotes.id', '=', quoteId).where('proposals.line', '=', line)
        .select(['proposals.assigned_to as proposal_agent', 'proposals.created_by as proposal_creator']).executeTakeFirst();
      if (!found) throw notFound('Quote not found');
      const quoteName = `${found.company_name} ${found.plan_name}`.trim();
      const at = new Date().toISOString();
      const marked = await db.transaction().execute(async (trx) => {
        // Conditional on the column still being empty, so two requests at once mark it once.
        const result = await trx.updateTable('quotes').set({ applied_for_contact_at: at, applied_for_contact_by: auth.accountId })
          .where('id', '=', found.id).where('applied_for_contact_at', 'is', null).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await addHistory(trx, {
          entityType: 'proposal', entityId: found.proposal_id, line, accountId: auth.accountId, at,
          action: `Customer asked to be contacted about ${quoteName}`, detail: input.note ? `${found.ref}: ${input.note}` : found.ref,
        });
        return true;
      });
      const quote = toQuote(await selectQuotes(db).where('quotes.id', '=', found.id).executeTakeFirstOrThrow());
      if (!marked) {
        return { quote, message: `The customer already asked to be contacted about quote ${found.ref} on ${formatDateTime(quote.appliedForContactAt)}` };
      }
      await app.notify({
        kind: 'quoteContactRequested', proposalId: found.proposal_id, proposalNo: found.proposal_ref, line, customerName: found.customer_name, quoteName,
      }, auth.accountId, found.proposal_agent ?? found.proposal_creator);
      return { quote, message: `Quote ${found.ref} marked as applied for contact` };
    },
  };
}
