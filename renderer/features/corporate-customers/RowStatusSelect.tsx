import { Select } from '@fluentui/react-components';
import { LINE_STATUSES, type LineRows, type LineStatus } from '../../../shared/contract/corporate-customers/corporate-customers.schema.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { useSetCorporateRowStatusMutation } from './corporateCustomersApi.js';

/**
 * A line-of-business row's status on the customer's page: choosing another saves that row's
 * status alone (`editcorporatecustomer`); staff who may not edit see the status as text.
 */
export function RowStatusSelect({ customerId, line, label, index, value, canEdit }: {
  customerId: string; line: LineRows; label: string; index: number; value: LineStatus; canEdit: boolean;
}) {
  const notify = useNotify();
  const [setStatus, saving] = useSetCorporateRowStatusMutation();
  if (!canEdit) return <>{value}</>;
  const change = async (status: LineStatus) => {
    const outcome = await setStatus({ id: customerId, line, index, status });
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`${label} row ${index + 1}: ${status}`);
  };
  return (
    <Select aria-label={`Status of ${label.toLowerCase()} row ${index + 1}`} value={value} disabled={saving.isLoading} onChange={(_, data) => void change(data.value as LineStatus)}>
      {LINE_STATUSES.map((status) => <option key={status} value={status}>{status}</option>)}
    </Select>
  );
}
