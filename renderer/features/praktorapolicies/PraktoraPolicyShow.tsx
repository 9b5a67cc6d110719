import { useParams } from 'react-router-dom';
import type { OfflineColumn } from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { offlineMobile } from './PraktoraPolicyList.js';
import { useGetOfflinePolicyQuery } from './praktorapoliciesApi.js';

/** A sheet value as text: dates dd/MM/yyyy, numbers as the sheet had them. */
export function columnText(column: OfflineColumn): string {
  if (column.value === null) return '-';
  if (column.type === 'date' && typeof column.value === 'string') return formatDate(column.value);
  if (typeof column.value === 'boolean') return column.value ? 'Yes' : 'No';
  return show(column.value);
}

/** `/Praktorapolicies/:praktorapolicyid`: every column of the policy's sheet row, read only. */
export default function PraktoraPolicyShow() {
  const { praktorapolicyid = '' } = useParams();
  const result = useGetOfflinePolicyQuery(praktorapolicyid, { refetchOnMountOrArgChange: true });
  const policy = result.data;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(policy)}
      title={policy ? `Offline policy ${policy.policyNo}` : 'Offline policy'}
      meta={policy ? [show(policy.insurerName), show(policy.customerName), offlineMobile(policy.mobile), formatAed(policy.premiumFils)] : []}
      status={policy ? { label: policy.status === 'ACTIVE' ? 'Active' : 'Expired', color: policy.status === 'ACTIVE' ? 'success' : 'subtle' } : undefined}
      back={{ to: '/Praktorapolicies', label: 'Back to offline policies' }}
    >
      {policy ? (
        <>
          <FieldList
            title="Uploaded sheet row"
            items={policy.columns.map((column) => ({ label: column.name, value: columnText(column), dirAuto: column.type === 'text' }))}
          />
          <FieldList
            title="Upload"
            items={[
              { label: 'File', value: policy.fileName },
              { label: 'First uploaded', value: formatDateTime(policy.createdAt) },
              { label: 'Last updated', value: formatDateTime(policy.updatedAt) },
            ]}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
