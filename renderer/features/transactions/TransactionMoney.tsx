import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { SaleBreakdown, TransactionDocument } from '../../../shared/contract/transactions/index.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useDownload } from '../../app/useDownload.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';

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
