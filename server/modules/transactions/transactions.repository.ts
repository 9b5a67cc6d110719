import { INSURER_DOCUMENT_LABELS } from '../../../shared/contract/health-proposals/insurer-documents.schema.js';
import { PolicyFinanceSchema, type PolicyFinance } from '../../../shared/contract/policies/policies.schema.js';
import type { TransactionDetail, TransactionDocument, TransactionListItem, TransactionListFilter } from '../../../shared/contract/transactions/index.js';
import type { Db } from '../../db/database.js';
import { NO_ROW, lockRow } from '../../db/dialect.js';
import { countingUpTo, searchTotal } from '../../db/paging.js';
import type { Line } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { addHistory, readJson } from '../../sales/salesRecords.js';
import type { NewScannedFile } from '../scanned-documents/scanned-documents.repository.js';
import { policyRecordSearch } from '../policies/policyRecordSearch.js';
import { saleBreakdownsOf } from './saleBreakdown.repository.js';

/**
 * The list's filters and its search box, and the scopes a record's page narrows it to: one
 * customer's money, one policy's.
 */
export type TransactionFilter = TransactionListFilter & { search?: string | undefined; customerId?: string | undefined; policyId?: string | undefined };

const LIST_COLUMNS = [
  'transactions.id', 'transactions.ref', 'transactions.policy_id', 'transactions.customer_id', 'transactions.amount_fils', 'transactions.paid_by',
  'transactions.status', 'transactions.payment_id', 'transactions.created_at', 'transactions.updated_at', 'policies.ref as policy_ref',
  'customers.full_name as customer_name',
] as const;

/**
 * One line's transactions (table `transactions`): the money recorded for the line's policies,
 * newest first. A transaction is the line's when its policy is.
 */
export function createTransactionsRepository(db: Db, line: Line) {
  function filtered(filter: TransactionFilter) {
    let query = db.selectFrom('transactions')
      .innerJoin('policies', 'policies.id', 'transactions.policy_id')
      .innerJoin('customers', 'customers.id', 'transactions.customer_id')
      .where('policies.line', '=', line);
    // Every transaction of a line records a policy's payment: there are no add-on transactions to list.
    if (filter.tType === 'ADDON') query = query.where(NO_ROW);
    if (filter.startDate) query = query.where('transactions.created_at', '>=', filter.startDate);
    if (filter.endDate) query = query.where('transactions.created_at', '<=', filter.endDate);
    if (filter.customerId) query = query.where('transactions.customer_id', '=', filter.customerId);
    if (filter.policyId) query = query.where('transactions.policy_id', '=', filter.policyId);
    const search = policyRecordSearch(db, filter.search, 'transactions');
    if (search) query = query.where(search);
    return query;
  }

  type Row = Awaited<ReturnType<typeof rowsOf>>[number];
  function rowsOf(filter: TransactionFilter, limit: number, offset: number) {
    return filtered(filter).select(LIST_COLUMNS).orderBy('transactions.created_at', 'desc').orderBy('transactions.id', 'desc')
      .limit(limit).offset(offset).execute();
  }
  const toItem = (row: Row): TransactionListItem => ({
    _id: row.id, ref: row.ref, policyId: row.policy_id, policyRef: row.policy_ref, customer: { _id: row.customer_id, fullName: row.customer_name },
    amountFils: row.amount_fils, paidBy: row.paid_by, status: row.status, createdAt: row.created_at, updatedAt: row.updated_at,
  });

  return {
    async list(filter: TransactionFilter, page: { page: number; size: number }): Promise<ListPage<TransactionListItem>> {
      const offset = offsetOf(page.page, page.size);
      const rows = await rowsOf(filter, page.size, offset);
      // A search counts its matches up to the cap; the filters alone are counted exactly.
      if (filter.search?.trim()) {
        const counted = await searchTotal(rows.length, offset, page.size, countingUpTo(db, filtered(filter).select('transactions.id')));
        return { items: rows.map(toItem), totalItems: counted.total, totalCapped: counted.capped };
      }
      const counted = await filtered(filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: rows.map(toItem), totalItems: Number(counted.total) };
    },

    async total(filter: TransactionFilter): Promise<number> {
      return Number((await filtered(filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
    },

    /** Rows newest first in chunks, up to `limit` in all, for the CSV export. */
    async *inChunks(filter: TransactionFilter, chunkRows: number, limit: number): AsyncGenerator<TransactionListItem[]> {
      for (let offset = 0; offset < limit; offset += chunkRows) {
        const rows = await rowsOf(filter, Math.min(chunkRows, limit - offset), offset);
        if (rows.length === 0) return;
        yield rows.map(toItem);
      }
    },

    async detail(id: string): Promise<TransactionDetail> {
      // The proposal and the payment come in the same read: a transaction may outlive neither, but older rows may lack them.
      const row = await filtered({ tType: 'all' }).select(LIST_COLUMNS)
        .leftJoin('proposals', 'proposals.id', 'policies.proposal_id')
        .leftJoin('payments', 'payments.id', 'transactions.payment_id')
        .select([
          'customers.email', 'customers.mobile_number', 'policies.company_name', 'policies.company_policy_number', 'policies.insurance_type',
          'policies.status as policy_status', 'policies.start_date', 'policies.expiry_date', 'proposals.id as proposal_id', 'proposals.ref as proposal_ref',
          'payments.ref as payment_ref', 'payments.provider', 'payments.status as payment_status', 'payments.order_ref', 'payments.paid_at',
          'policies.finance', 'policies.quote_id',
        ])
        .where('transactions.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Transaction not found');
      const files = row.quote_id
        ? await db.selectFrom('quote_insurer_documents').select(['document', 'file_name', 'mime_type', 'size']).where('quote_id', '=', row.quote_id).execute()
        : [];
      const breakdown = row.policy_id ? (await saleBreakdownsOf(db, [row.policy_id])).get(row.policy_id) ?? null : null;
      const finance: PolicyFinance = readJson(row.finance, PolicyFinanceSchema, {});
      const invoice = row.policy_id
        ? await db.selectFrom('policy_commission_invoices').select(['file_name', 'mime_type', 'size', 'created_at']).where('policy_id', '=', row.policy_id).executeTakeFirst()
        : undefined;
      return {
        ...toItem(row),
        customer: { _id: row.customer_id, fullName: row.customer_name, email: row.email, mobileNumber: row.mobile_number },
        policy: {
          companyName: row.company_name, companyPolicyNumber: row.company_policy_number, insuranceType: row.insurance_type, status: row.policy_status,
          startDate: row.start_date, expiryDate: row.expiry_date,
        },
        proposal: row.proposal_id !== null && row.proposal_ref !== null ? { _id: row.proposal_id, ref: row.proposal_ref } : null,
        payment: row.payment_ref !== null && row.provider !== null && row.payment_status !== null
          ? { ref: row.payment_ref, provider: row.provider, status: row.payment_status, orderRef: row.order_ref, paidAt: row.paid_at }
          : null,
        breakdown,
        documents: documentsOf(finance, row.quote_id, files),
        commissionInvoice: row.policy_id
          ? {
              number: finance.commissionInvoiceNumber ?? null,
              file: invoice ? { fileName: invoice.file_name, mimeType: invoice.mime_type, size: invoice.size, uploadedAt: invoice.created_at } : null,
            }
          : null,
      };
    },

    /** The policy of one of the line's transactions, for its commission invoice; a transaction without one is not found. */
    async policyOf(id: string): Promise<string> {
      const row = await filtered({ tType: 'all' }).select('transactions.policy_id').where('transactions.id', '=', id).executeTakeFirst();
      if (!row?.policy_id) throw notFound('Transaction not found');
      return row.policy_id;
    },

    /**
     * Keeps a policy's commission invoice: its number into the finance block and the file,
     * replacing the one before; answers the replaced file's path, for the caller to delete once
     * this is committed.
     */
    async saveCommissionInvoice(input: { policyId: string; number: string; file: NewScannedFile; accountId: string }): Promise<{ replacedPath: string | null }> {
      const at = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        // Two uploads one after the other: the later one wins whole, number and file.
        await lockRow(trx, 'policies', input.policyId);
        const policy = await trx.selectFrom('policies').select('finance').where('id', '=', input.policyId).executeTakeFirstOrThrow();
        const finance: PolicyFinance = { ...readJson(policy.finance, PolicyFinanceSchema, {}), commissionInvoiceNumber: input.number };
        await trx.updateTable('policies').set({ finance: JSON.stringify(finance), updated_at: at }).where('id', '=', input.policyId).execute();
        const replaced = await trx.deleteFrom('policy_commission_invoices').where('policy_id', '=', input.policyId).returning('path').executeTakeFirst();
        await trx.insertInto('policy_commission_invoices').values({
          policy_id: input.policyId, file_id: input.file.id, file_name: input.file.fileName, mime_type: input.file.mimeType, size: input.file.size,
          checksum: input.file.checksum, path: input.file.path, uploaded_by: input.accountId, created_at: at,
        }).execute();
        await addHistory(trx, {
          entityType: 'policy', entityId: input.policyId, accountId: input.accountId, at,
          action: `Commission invoice ${replaced ? 'replaced' : 'added'}`, detail: `${input.number} (${input.file.fileName})`,
        });
        return { replacedPath: replaced?.path ?? null };
      });
    },

    async commissionInvoiceFile(policyId: string) {
      return db.selectFrom('policy_commission_invoices').select(['file_name', 'mime_type', 'checksum', 'path']).where('policy_id', '=', policyId).executeTakeFirst();
    },
  };
}

/** The credit note, debit note and tax invoice of a policy: its finance block's numbers, with the quote's file of each captured one. */
function documentsOf(
  finance: PolicyFinance, quoteId: string | null, files: ReadonlyArray<{ document: string; file_name: string; mime_type: string; size: number }>,
): TransactionDocument[] {
  const fileOf = (document: string) => {
    const file = files.find((entry) => entry.document === document);
    return file && quoteId ? { quoteId, fileName: file.file_name, mimeType: file.mime_type, size: file.size } : null;
  };
  return [
    { document: 'creditNote', label: INSURER_DOCUMENT_LABELS.creditNote, number: finance.creditNote ?? null, date: finance.creditNoteDate ?? null, file: fileOf('creditNote') },
    { document: 'debitNote', label: 'Debit Note', number: finance.debitNote ?? null, date: finance.debitNoteDate ?? null, file: null },
    { document: 'taxInvoice', label: INSURER_DOCUMENT_LABELS.taxInvoice, number: finance.taxInvoice ?? null, date: finance.taxInvoiceDate ?? null, file: fileOf('taxInvoice') },
  ];
}
