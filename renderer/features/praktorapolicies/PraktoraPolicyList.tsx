import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { OFFLINE_POLICY_TYPES, type OfflinePolicyType } from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile, isValidUaeMobile } from '../../../shared/domain/mobile.js';
import { useCan } from '../../app/useCan.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.js';
import { rangeProblem } from '../../components/list/dayRange.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { OfflineSheetUpload } from './OfflineSheetUpload.js';
import { useGetOfflinePoliciesQuery, type OfflinePolicyRecord } from './praktorapoliciesApi.js';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
});

const TYPE_LABELS: Record<OfflinePolicyType, string> = { all: 'All', ACTIVE: 'Active', EXPIRED: 'Expired' };
const TYPE_OPTIONS = OFFLINE_POLICY_TYPES.map((type) => [type, TYPE_LABELS[type]] as const);

/** The sheet's mobile as entered, or `+971 50 …` when it is a UAE mobile. */
export function offlineMobile(mobile: string | null): string {
  return mobile && isValidUaeMobile(mobile) ? formatUaeMobile(mobile) : show(mobile);
}

export function OfflineStatusBadge({ policy }: { policy: Pick<OfflinePolicyRecord, 'status'> }) {
  return (
    <Badge appearance="tint" shape="rounded" color={policy.status === 'ACTIVE' ? 'success' : 'subtle'}>
      {policy.status === 'ACTIVE' ? 'Active' : 'Expired'}
    </Badge>
  );
}

const columns: ListColumn<OfflinePolicyRecord>[] = [
  { id: 'policyNo', header: 'POLICY NO', render: (p) => p.policyNo },
  { id: 'vehicleNo', header: 'VEHICLE No', render: (p) => show(p.vehicleNo) },
  { id: 'customerName', header: 'CUSTOMER NAME', render: (p) => <span dir="auto">{show(p.customerName)}</span> },
  { id: 'mobile', header: 'MOBILE NO', render: (p) => offlineMobile(p.mobile) },
  { id: 'insurerName', header: 'INSURANCE NAME', render: (p) => show(p.insurerName) },
  { id: 'customerType', header: 'CUSTOMER TYPE', render: (p) => show(p.customerType) },
  { id: 'premium', header: 'PREMIUM', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'policyClass', header: 'POLICY CLASS', render: (p) => show(p.policyClass) },
  { id: 'startDate', header: 'START DATE', render: (p) => formatDate(p.startDate) },
  { id: 'expiryDate', header: 'EXPIRY DATE', render: (p) => formatDate(p.expiryDate) },
  { id: 'status', header: 'STATUS', render: (p) => <OfflineStatusBadge policy={p} /> },
];


/**
 * `/Praktorapolicies`: offline policies (issued outside BrokerDesk and imported from a sheet),
 * searchable, filtered by status and start date (kept in the URL, so Back restores them), with
 * "Upload sheet" for `policy.create`.
 */
export default function PraktoraPolicyList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canUpload = useCan('policy.create');
  const [uploadOpen, setUploadOpen] = useState(false);
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const filters = useUrlFilters();
  const pType = filters.value('type', OFFLINE_POLICY_TYPES, 'all');
  const startDate = filters.day('from');
  const endDate = filters.day('to');
  const rangeError = rangeProblem(startDate, endDate);

  const result = useGetOfflinePoliciesQuery({
    page: list.page, size: list.size, search: list.search, pType,
    ...(!rangeError && { startDate, endDate }),
  });

  return (
    <>
      <ListScreen
        title="Offline policies"
        searchPlaceholder="Search policy no., vehicle no., name or mobile"
        controller={list}
        result={result}
        columns={columns}
        getRowId={(policy) => policy._id}
        onOpen={(policy) => void navigate(`/Praktorapolicies/${encodeURIComponent(policy._id)}`)}
        empty={{
          title: 'No offline policies',
          body: canUpload ? 'Upload the insurers’ sheet to list the policies issued outside BrokerDesk.' : 'Policies issued outside BrokerDesk appear here once their sheet is uploaded.',
        }}
        filters={
          <div className={styles.filters}>
            <ChoiceFilter label="Type" value={pType} options={TYPE_OPTIONS} onChange={(value) => filters.set('type', value, 'all')} />
            <DateRangeFilter
              from={startDate}
              to={endDate}
              onFrom={(day) => filters.set('from', day)}
              onTo={(day) => filters.set('to', day)}
              fromLabel="Start date from"
              toLabel="Start date to"
            />
          </div>
        }
        toolbar={
          canUpload ? (
            <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setUploadOpen(true)}>
              Upload sheet
            </Button>
          ) : null
        }
      />
      {canUpload && uploadOpen ? <OfflineSheetUpload onClose={() => setUploadOpen(false)} onUploaded={() => void result.refetch()} /> : null}
    </>
  );
}
