import { Body1, Field, Select, Subtitle1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { LINES, type Line } from '../../../shared/contract/customers/customers.schema.js';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { show } from '../../components/display.js';
import { RelatedList } from '../../components/list/RelatedList.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { ListView, type ListViewProps } from '../../components/list/ListView.js';
import { PolicyStatusBadge } from '../policies/public.js';
import {
  useGetCustomerAddonsQuery,
  useGetCustomerPoliciesQuery,
  useGetCustomerProposalsQuery,
  useGetCustomerQuotesQuery,
  useGetCustomerRedeemPointsQuery,
  type AddonRecord,
  type PolicyListResult,
  type PolicyStatusFilter,
  type ProposalListResult,
  type ProposalStatusFilter,
  type QuoteListResult,
} from './customersApi.js';

const useStyles = makeStyles({
  chips: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const lineLabel: Record<Line, string> = { motor: 'Motor', health: 'Health', travel: 'Travel' };

function LineChips({ value, onChange }: { value: Line; onChange: (line: Line) => void }) {
  const styles = useStyles();
  return (
    <div role="group" aria-label="Line of business" className={styles.chips}>
      {LINES.map((line) => (
        <ToggleButton key={line} size="small" shape="circular" checked={value === line} onClick={() => onChange(line)}>
          {lineLabel[line]}
        </ToggleButton>
      ))}
    </div>
  );
}

function TypeFilter<F extends string>({
  value,
  options,
  onChange,
}: {
  value: F;
  options: readonly F[];
  onChange: (value: F) => void;
}) {
  return (
    <Field label="Type" size="small">
      <Select size="small" value={value} onChange={(_, data) => onChange(data.value as F)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'all' ? 'All' : option.charAt(0) + option.slice(1).toLowerCase()}
          </option>
        ))}
      </Select>
    </Field>
  );
}

type Policy = PolicyListResult['data'][number];
const policyColumns: ListColumn<Policy>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.ref) },
  { id: 'company', header: 'Company', render: (p) => show(p.companyName) },
  { id: 'type', header: 'Type', render: (p) => show(p.insuranceType) },
  { id: 'premium', header: 'Premium', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'carValue', header: 'Car value', numeric: true, render: (p) => formatAed(p.insuredValueFils) },
  { id: 'status', header: 'Status', render: (p) => <PolicyStatusBadge status={p.status} /> },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDate(p.createdAt) },
  { id: 'expiry', header: 'Expired At', render: (p) => formatDate(p.expiryDate) },
];

const POLICY_TYPES: readonly PolicyStatusFilter[] = ['all', 'ACTIVE', 'EXPIRING', 'EXPIRED', 'CANCELLED'];
const PROPOSAL_TYPES: readonly ProposalStatusFilter[] = ['all', 'ACTIVE', 'EXPIRED'];

type Proposal = ProposalListResult['data'][number];
const motorProposalColumns: ListColumn<Proposal>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.ref) },
  { id: 'customer', header: 'Customer', render: (p) => show(p.customerName) },
  { id: 'quotes', header: 'No. of quotes', numeric: true, render: (p) => show(p.quoteCount) },
  { id: 'car', header: 'Car', render: (p) => show(p.car) },
  { id: 'value', header: 'Value', numeric: true, render: (p) => formatAed(p.valueFils) },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDate(p.createdAt) },
  { id: 'expiresAt', header: 'Expired At', render: (p) => formatDate(p.expiresAt) },
];
const lineProposalColumns: ListColumn<Proposal>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.ref) },
  { id: 'mobile', header: 'Mobile No', render: (p) => (p.mobileNumber ? formatUaeMobile(p.mobileNumber) : '-') },
  { id: 'source', header: 'Source', render: (p) => show(p.source) },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDate(p.createdAt) },
];

interface LineRecordsTabProps<F extends string, T extends { _id: string }> {
  customerId: string;
  /** What the tab lists, plural and lower-case: "policies". */
  noun: string;
  types: readonly F[];
  searchPlaceholder?: string;
  useRecords: (args: { id: string; line: Line; pType: F; page: number; size: number; search: string | undefined }) => ListViewProps<T>['result'];
  columnsFor: (line: Line) => ListColumn<T>[];
}

/** A customer's records of one line of business: Motor/Health/Travel chips pick the endpoint, a Type filter narrows, paged. */
function LineRecordsTab<F extends string, T extends { _id: string }>({ customerId, noun, types, searchPlaceholder, useRecords, columnsFor }: LineRecordsTabProps<F, T>) {
  const styles = useStyles();
  const all = types[0]!;
  const [line, setLine] = useState<Line>('motor');
  const [pType, setPType] = useState<F>(all);
  const list = useListController({ storage: 'local', defaultSize: PAGE_SIZES.default });
  const result = useRecords({ id: customerId, line, pType, page: list.page, size: list.size, search: list.search });
  // A new line or type starts again from the first page.
  const restart = <V,>(set: (value: V) => void) => (value: V) => {
    set(value);
    list.setPage(1);
  };
  return (
    <div className={styles.section}>
      <LineChips value={line} onChange={restart(setLine)} />
      <RelatedList
        title={`${lineLabel[line]} ${noun}`}
        searchPlaceholder={searchPlaceholder}
        filters={<TypeFilter value={pType} options={types} onChange={restart(setPType)} />}
        filtered={pType !== all}
        onClearFilters={() => setPType(all)}
        controller={list}
        result={result}
        columns={columnsFor(line)}
        getRowId={(record) => record._id}
        empty={{ title: `No ${line} ${noun}` }}
      />
    </div>
  );
}

/** Policies tab. */
export function CustomerPolicies({ customerId }: { customerId: string }) {
  return (
    <LineRecordsTab
      customerId={customerId}
      noun="policies"
      types={POLICY_TYPES}
      searchPlaceholder="Search policy"
      useRecords={useGetCustomerPoliciesQuery}
      columnsFor={() => policyColumns}
    />
  );
}

/** Proposals tab: motor proposals show the car and value, health and travel ones the contact and source. */
export function CustomerProposals({ customerId }: { customerId: string }) {
  return (
    <LineRecordsTab
      customerId={customerId}
      noun="proposals"
      types={PROPOSAL_TYPES}
      useRecords={useGetCustomerProposalsQuery}
      columnsFor={(line) => (line === 'motor' ? motorProposalColumns : lineProposalColumns)}
    />
  );
}

type Quote = QuoteListResult['data'][number];
const quoteColumns: ListColumn<Quote>[] = [
  { id: 'ref', header: 'REF', render: (q) => show(q.ref) },
  { id: 'proposal', header: 'Proposal', render: (q) => show(q.proposalRef) },
  { id: 'company', header: 'Company', render: (q) => show(q.companyName) },
  { id: 'plan', header: 'Plan', render: (q) => show(q.planName) },
  { id: 'price', header: 'Price', numeric: true, render: (q) => formatAed(q.priceFils) },
  { id: 'status', header: 'Status', render: (q) => show(q.status) },
  { id: 'createdAt', header: 'Created At', render: (q) => formatDate(q.createdAt) },
];

/** Quotes tab (motor). */
export function CustomerQuotes({ customerId }: { customerId: string }) {
  const list = useListController({ storage: 'local', defaultSize: PAGE_SIZES.default });
  const result = useGetCustomerQuotesQuery({ id: customerId, page: list.page, size: list.size, search: list.search });
  return (
    <RelatedList
      title="Quotes"
      searchPlaceholder="Search quote"
      controller={list}
      result={result}
      columns={quoteColumns}
      getRowId={(q) => q._id}
      empty={{ title: 'No quotes' }}
    />
  );
}

const addonColumns: ListColumn<AddonRecord>[] = [
  { id: 'product', header: 'Add-on', render: (a) => show(a.productName) },
  { id: 'quote', header: 'Quote', render: (a) => show(a.quoteRef) },
  { id: 'price', header: 'Price', numeric: true, render: (a) => formatAed(a.priceFils) },
  { id: 'createdAt', header: 'Bought On', render: (a) => formatDate(a.createdAt) },
];

/** Add-ons tab: every add-on the customer bought (unpaged). */
export function CustomerAddons({ customerId }: { customerId: string }) {
  const list = useListController({ storage: 'local' });
  const result = useGetCustomerAddonsQuery(customerId);
  const data = result.data ? { data: result.data } : undefined;
  return (
    <RelatedList
      title="Add-ons"
      controller={list}
      result={{ ...result, data }}
      columns={addonColumns}
      getRowId={(a) => a._id}
      empty={{ title: 'No add-ons bought' }}
    />
  );
}

type PointsEntry = { _id: string; createdAt: string; points: number; reason: string };
const pointsColumns: ListColumn<PointsEntry>[] = [
  { id: 'date', header: 'Date', render: (e) => formatDate(e.createdAt) },
  { id: 'reason', header: 'Reason', render: (e) => show(e.reason) },
  { id: 'points', header: 'Points', numeric: true, render: (e) => show(e.points) },
];

/** Loyalty points tab: the balance and its entries. */
export function CustomerLoyalty({ customerId }: { customerId: string }) {
  const styles = useStyles();
  const headingId = useId();
  const list = useListController({ storage: 'local' });
  const result = useGetCustomerRedeemPointsQuery(customerId);
  const data = result.data ? { data: result.data.entries } : undefined;
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2" id={headingId}>
        Loyalty points
      </Subtitle1>
      <Body1>Balance: {result.data ? show(result.data.balance) : '-'}</Body1>
      <ListView
        labelledBy={headingId}
        controller={list}
        result={{ ...result, data }}
        columns={pointsColumns}
        getRowId={(e) => e._id}
        empty={{ title: 'No points earned or redeemed' }}
        size="extra-small"
      />
    </section>
  );
}
