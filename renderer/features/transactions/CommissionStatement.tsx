import { Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { CommissionStatementRow, CommissionStatementTotals } from '../../../shared/contract/transactions/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { useDownload } from '../../app/useDownload.js';
import { LoadError } from '../../components/LoadError.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import type { ListColumn } from '../../components/list/types.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { useGetCommissionStatementQuery, type CommissionStatementBody } from './commissionStatementApi.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const LINES: ReadonlyArray<readonly [NonNullable<CommissionStatementBody['line']>, string]> = [['all', 'All lines'], ['motor', 'Motor'], ['health', 'Health']];

type Figures = CommissionStatementTotals;
const FIGURE_COLUMNS: ReadonlyArray<ListColumn<Figures>> = [
  { id: 'policies', header: 'Policies', numeric: true, render: (r) => r.policies },
  { id: 'premium', header: 'Premiums', numeric: true, render: (r) => formatAed(r.basePremiumFils) },
  { id: 'total', header: 'Paid by customers', numeric: true, render: (r) => formatAed(r.grandTotalFils) },
  { id: 'commission', header: 'Total commission', numeric: true, render: (r) => formatAed(r.commissionFils) },
  { id: 'earned', header: 'Commission earned', numeric: true, render: (r) => formatAed(r.commissionFromInsurerFils) },
  { id: 'payable', header: 'Net payable to insurer', numeric: true, render: (r) => formatAed(r.netPayableToInsurerFils) },
  { id: 'net', header: 'Net commission', numeric: true, render: (r) => formatAed(r.netCommissionFils) },
  { id: 'agent', header: 'Agent commission', numeric: true, render: (r) => formatAed(r.agentCommissionFils) },
];
const ROW_COLUMNS: ReadonlyArray<ListColumn<CommissionStatementRow>> = [
  { id: 'month', header: 'Month', render: (r) => r.month },
  { id: 'company', header: 'Insurance company', render: (r) => <span dir="auto">{r.companyName}</span> },
  ...FIGURE_COLUMNS,
];
const TOTAL_COLUMNS: ReadonlyArray<ListColumn<Figures>> = [{ id: 'label', header: 'Period', render: () => 'Total' }, ...FIGURE_COLUMNS];

/**
 * `/policy_transactions/commission-statement`: finance's statement per insurer and Dubai month over
 * a range of days (this month so far unless chosen; kept in the URL), with its CSV.
 */
export default function CommissionStatement() {
  useDocumentTitle('Commission statement');
  const styles = useStyles();
  const filters = useUrlFilters();
  const today = todayInDubai();
  const from = filters.day('from') ?? `${today.slice(0, 8)}01`;
  const to = filters.day('to') ?? today;
  const line = filters.value('line', LINES.map(([value]) => value), 'all');
  const problem = rangeProblem(from, to);
  const { startDate = '', endDate = '' } = dayRange(from, to);
  const body: CommissionStatementBody = { startDate, endDate, line };
  const result = useGetCommissionStatementQuery(body, { skip: Boolean(problem) });
  const { download, downloading } = useDownload();
  const statement = problem ? undefined : result.data;

  return (
    <div className={styles.page}>
      <Title2 as="h1">Commission statement</Title2>
      <div className={styles.filters}>
        <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        <ChoiceFilter label="Line" value={line} options={LINES} onChange={(value) => filters.set('line', value, 'all')} />
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={Boolean(problem) || downloading || !statement || statement.rows.length === 0}
          onClick={() => void download('commissionStatement.exportCsv', { body })}
        >
          Export CSV
        </Button>
      </div>
      {result.isError && !problem ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {result.isFetching && !statement ? <Spinner label="Loading the statement" /> : null}
      {statement ? (
        <>
          <RecordTable
            title="Per insurer and month"
            columns={ROW_COLUMNS}
            rows={statement.rows}
            getRowId={(r) => `${r.month} ${r.companyName}`}
            empty="No policy was sold in this period."
          />
          <RecordTable title="Totals" columns={TOTAL_COLUMNS} rows={[statement.totals]} getRowId={() => 'total'} empty="" />
        </>
      ) : null}
    </div>
  );
}
