import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CommissionInvoiceFieldsSchema, type SaleBreakdown, type TransactionDetail, type TransactionDocument } from '../../../shared/contract/transactions/index.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { useSaveCommissionInvoice } from './transactionsApi.js';

/**
 * FIELDS.md's breakdown table of a transaction, as the server worked it out from the stored quote
 * (`SaleBreakdown`); nothing is added up here.
 */
export function TransactionBreakdown({ breakdown }: { breakdown: SaleBreakdown | null }) {
  if (!breakdown) return <FieldList title="Breakdown" items={[{ label: 'Breakdown', value: 'No stored quote: this policy was not sold through BrokerDesk.' }]} />;
  return (
    <FieldList
      title="Breakdown"
      items={[
        { label: 'Base premium', value: formatAed(breakdown.basePremiumFils) },
        { label: 'Agent selling price', value: formatAed(breakdown.agentSellingPriceFils) },
        { label: 'Discount', value: formatAed(breakdown.discountFils) },
        // Only motor's no-claims discount is the insurer's own; say which part the broker funds when they differ.
        ...(breakdown.brokerDiscountFils !== breakdown.discountFils ? [{ label: 'Discount given by the broker', value: formatAed(breakdown.brokerDiscountFils) }] : []),
        { label: 'Processing fee', value: formatAed(breakdown.processingFeeFils) },
        ...(breakdown.otherFeesFils > 0 ? [{ label: 'ICP and Basmah fees', value: formatAed(breakdown.otherFeesFils) }] : []),
        { label: 'Vat', value: formatAed(breakdown.vatFils) },
        { label: 'Grand total', value: formatAed(breakdown.grandTotalFils) },
        { label: `Total commission from policy (${breakdown.commissionPercent} %)`, value: formatAed(breakdown.commissionFils) },
        { label: 'Commission from Insurance company', value: formatAed(breakdown.commissionFromInsurerFils) },
        { label: 'Net payable to insurance company', value: formatAed(breakdown.netPayableToInsurerFils) },
        { label: 'Net Commission', value: formatAed(breakdown.netCommissionFils) },
        { label: `Agent commission (${breakdown.agentSharePercent} %)`, value: formatAed(breakdown.agentCommissionFils) },
      ]}
    />
  );
}

/** The policy's credit note, debit note and tax invoice: number, date and, where the quote keeps it, the file to download. */
export function TransactionDocuments({ documents }: { documents: readonly TransactionDocument[] }) {
  const { download, downloading } = useDownload();
  const columns: ReadonlyArray<ListColumn<TransactionDocument>> = [
    { id: 'document', header: 'Document', render: (d) => d.label },
    { id: 'number', header: 'Number', render: (d) => d.number ?? '-' },
    { id: 'date', header: 'Date', render: (d) => (d.date ? formatDate(d.date) : '-') },
    {
      id: 'file', header: 'File', render: (d) => {
        const file = d.file;
        if (!file || d.document === 'debitNote') return '-';
        const document = d.document;
        return (
          <Button
            size="small" icon={<ArrowDownloadRegular />} disabled={downloading} aria-label={`Download ${d.label}`}
            onClick={() => void download('insurerDocuments.file', { params: { id: file.quoteId, document } })}
          >
            {file.fileName}
          </Button>
        );
      },
    },
  ];
  return <RecordTable title="Documents" columns={columns} rows={documents} getRowId={(d) => d.document} empty="No documents." />;
}

const FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;

/** The number and file of the broker's commission invoice, saved together (a new one replaces both). */
function CommissionInvoiceDialog({ transactionId, number, open, onClose }: { transactionId: string; number: string | null; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const save = useSaveCommissionInvoice();
  const file = usePickedDocument(FILE_KINDS, 'Commission invoice file');
  const close = () => {
    file.clear();
    onClose();
  };
  return (
    <FieldsDialog
      open={open}
      title="Commission invoice"
      description="The broker's invoice to the insurer for this policy's commission: its number and the PDF, PNG or JPEG file (at most 10 MB)."
      schema={CommissionInvoiceFieldsSchema}
      fields={[{ name: 'commissionInvoiceNumber', label: 'Commission invoice number', kind: 'text', required: true }]}
      defaultValues={{ commissionInvoiceNumber: number ?? '' }}
      checkExtra={file.check}
      save={async (values) => {
        if (!file.file) return { status: 400, message: 'Commission invoice file is required' };
        return save(transactionId, file.file, values.commissionInvoiceNumber);
      }}
      onSaved={() => {
        close();
        notify.success('Commission invoice saved');
      }}
      onClose={close}
      confirmLabel="Save commission invoice"
    >
      <PickedFileField picked={file} label="Commission invoice file" required />
    </FieldsDialog>
  );
}

/** FIELDS.md's commission invoice of the transaction's policy: its number and file, downloadable, and saved by staff who may edit health sales. */
export function CommissionInvoice({ transaction }: { transaction: TransactionDetail }) {
  const canEdit = useCan('healthQuote.update');
  const { download, downloading } = useDownload();
  const [editing, setEditing] = useState(false);
  const invoice = transaction.commissionInvoice;
  if (!invoice) return null;
  return (
    <FieldList
      title="Commission invoice"
      items={[
        { label: 'Commission invoice number', value: invoice.number },
        { label: 'Commission invoice file', value: invoice.file ? `${invoice.file.fileName} (${formatDate(invoice.file.uploadedAt)})` : null },
      ]}
    >
      {invoice.file ? (
        <Button
          icon={<ArrowDownloadRegular />} disabled={downloading}
          onClick={() => void download('healthTransactions.commissionInvoiceFile', { params: { id: transaction._id } })}
        >
          Download commission invoice
        </Button>
      ) : null}
      {canEdit ? (
        <Button icon={<DocumentAddRegular />} onClick={() => setEditing(true)}>
          {invoice.file ? 'Replace commission invoice' : 'Add commission invoice'}
        </Button>
      ) : null}
      <CommissionInvoiceDialog transactionId={transaction._id} number={invoice.number} open={editing} onClose={() => setEditing(false)} />
    </FieldList>
  );
}
