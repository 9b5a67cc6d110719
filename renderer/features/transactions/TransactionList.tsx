import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { useDownload } from '../../app/useDownload.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { dayRange, rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { HEALTH_TRANSACTIONS_PATH, TRANSACTION_COLUMNS } from './transactionColumns.js';
import { useGetHealthTransactionsQuery, type TransactionType } from './transactionsApi.js';

const useStyles = makeStyles({ filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' } });

const TRANSACTION_TYPES: ReadonlyArray<readonly [TransactionType, string]> = [
  ['all', 'All'],
  ['ADDON', 'Add-on Transactions'],
  ['POLICY', 'Policy Transactions'],
];
const FILTER_KEYS = ['type', 'from', 'to'] as const;


/** `/health-insurance/transaction`: the money of health policies, by type and dates (in the URL), searched, with CSV export. */
export default function TransactionList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const tType = filters.value('type', TRANSACTION_TYPES.map(([value]) => value), 'all');
  const from = filters.day('from');
  const to = filters.day('to');
  const range = rangeProblem(from, to) ? {} : dayRange(from, to);
  const result = useGetHealthTransactionsQuery({ page: list.page, size: list.size, search: list.search, filter: { tType, ...range } });
  const { download, downloading } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;

  return (
    <ListScreen
      title="Health transactions"
      searchPlaceholder="Search transaction, policy or customer"
      controller={list}
      result={result}
      columns={TRANSACTION_COLUMNS}
      getRowId={(transaction) => transaction._id}
      onOpen={(transaction) => void navigate(`${HEALTH_TRANSACTIONS_PATH}/${encodeURIComponent(transaction._id)}`)}
      empty={{ title: 'No health transactions yet', body: 'A payment received for a health policy appears here.' }}
      filtered={tType !== 'all' || Boolean(from) || Boolean(to)}
      onClearFilters={() => filters.clear(FILTER_KEYS)}
      toolbar={
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={empty || downloading}
          onClick={() => void download('healthTransactions.exportCsv', { body: { tType, ...range, ...(list.search ? { search: list.search } : {}) } })}
        >
          Export CSV
        </Button>
      }
      filters={
        <div className={styles.filters}>
          <ChoiceFilter label="Type" value={tType} options={TRANSACTION_TYPES} onChange={(value) => filters.set('type', value, 'all')} />
          <DateRangeFilter from={from} to={to} onFrom={(day) => filters.set('from', day)} onTo={(day) => filters.set('to', day)} />
        </div>
      }
    />
  );
}
