import { Button, Link } from '@fluentui/react-components';
import { ArrowSyncRegular, ArrowUploadRegular, DocumentPdfRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ClaimFile, ClaimHistoryEntry } from '../../../shared/contract/claims/claims.schema.js';
import { claimFilesLocked } from '../../../shared/domain/claimRules.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { StoredFilesTable } from '../../components/files/StoredFilesTable.js';
import { ClaimEditDialog } from './ClaimEditDialog.js';
import { ClaimStatusDialog } from './ClaimStatusDialog.js';
import { ClaimClock } from './claimDisplay.js';
import { useGetClaimQuery, useRemoveClaimFileMutation } from './claimsApi.js';
import { useClaimFileUpload } from './useClaimFileUpload.js';

const historyColumns: ListColumn<ClaimHistoryEntry>[] = [
  { id: 'at', header: 'When', render: (entry) => formatDateTime(entry.at) },
  { id: 'by', header: 'Who', render: (entry) => entry.by?.fullName ?? '-' },
  { id: 'from', header: 'From', render: (entry) => entry.from ?? '-' },
  { id: 'to', header: 'To', render: (entry) => entry.to },
  { id: 'note', header: 'Note', render: (entry) => entry.note || '-' },
];

const fileColumns: ListColumn<ClaimFile>[] = [{ id: 'kind', header: 'Kind', render: (file) => (file.kind === 'photo' ? 'Photo' : 'Paper') }];

/**
 * `/claims/[claimId]`: the claim with its policy, customer and garage, the running clock (with the
 * complaint letter once a deadline is missed), its files and its history; status changes and edits
 * in dialogs, for staff who may update claims.
 */
export default function ClaimShow() {
  const { claimId = '' } = useParams();
  const canUpdate = useCan('claim.update');
  const result = useGetClaimQuery(claimId);
  const claim = result.data;
  const [dialog, setDialog] = useState<'status' | 'edit' | null>(null);
  const { download, downloading } = useDownload();
  const files = useClaimFileUpload();
  const [removeFile] = useRemoveClaimFileMutation();
  const addFiles = async () => {
    const picked = await files.pick();
    if (picked.length > 0) await files.upload(claimId, picked);
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(claim)}
      title={claim ? `Claim ${claim.claimNo}` : 'Claim'}
      meta={claim ? [claim.customerName, `Policy ${claim.policyRef}`, claim.insurerName] : []}
      status={claim ? { label: claim.status, color: claim.status === 'Rejected' ? 'danger' : claim.status === 'Settled' || claim.status === 'Closed' ? 'success' : 'informative' } : undefined}
      back={{ to: '/claims', label: 'Back to claims' }}
      actions={claim ? (
        <>
          {claim.clock.overdue ? (
            <Button icon={<DocumentPdfRegular />} disabled={downloading} onClick={() => void download('claims.complaintLetter', { params: { id: claim._id } })}>
              Complaint letter
            </Button>
          ) : null}
          {canUpdate && claim.nextStatuses.length > 0 ? <Button appearance="primary" icon={<ArrowSyncRegular />} onClick={() => setDialog('status')}>Change status</Button> : null}
          {canUpdate ? <Button icon={<EditRegular />} onClick={() => setDialog('edit')}>Edit claim</Button> : null}
          {canUpdate ? <Button icon={<ArrowUploadRegular />} disabled={files.uploading} onClick={() => void addFiles()}>{files.uploading ? 'Uploading…' : 'Add photos or papers'}</Button> : null}
        </>
      ) : undefined}
    >
      {claim ? (
        <>
          <FieldList title="Clock" items={[]}>
            <ClaimClock clock={claim.clock} />
          </FieldList>
          <FieldList
            title="Claim"
            items={[
              { label: 'Accident date', value: formatDate(claim.accidentDate) },
              { label: 'Registered', value: formatDate(claim.registeredOn) },
              { label: 'Acknowledged', value: formatDate(claim.acknowledgedOn) },
              { label: 'Documents complete', value: formatDate(claim.documentsCompleteOn) },
              { label: 'Settled', value: formatDate(claim.settledOn) },
              { label: 'Assigned to', value: claim.assignedTo?.fullName },
              { label: 'Description', value: claim.description },
              { label: 'Rejection reasons', value: claim.rejectionReasons },
            ]}
          />
          <FieldList
            title="Repair"
            items={[
              { label: 'Repair estimate', value: claim.repairEstimateFils === null ? null : formatAed(claim.repairEstimateFils) },
              { label: 'Pre-accident value', value: claim.preAccidentValueFils === null ? null : formatAed(claim.preAccidentValueFils) },
              { label: 'Total loss', value: claim.totalLoss === null ? 'Not known yet' : claim.totalLoss ? 'Yes: repair above half the value' : 'No' },
              { label: 'Garage', value: claim.garage ? `${claim.garage.name}, ${claim.garage.area}, ${claim.garage.emirate}` : 'Not chosen' },
              { label: 'Network', value: claim.garage ? (claim.garage.inNetwork ? `In ${claim.insurerName}'s network` : `Not in ${claim.insurerName}'s network`) : null },
              { label: 'Override reason', value: claim.garageOverride ? `${claim.garageOverride.reason} (${claim.garageOverride.by?.fullName ?? '-'}, ${formatDateTime(claim.garageOverride.at)})` : null },
            ]}
          />
          <FieldList
            title="Policy and customer"
            items={[
              { label: 'Policy', value: claim.policy.ref },
              { label: 'Insurer policy No', value: claim.policy.companyPolicyNumber },
              { label: 'Policy status', value: claim.policy.status },
              { label: 'Cover', value: `${formatDate(claim.policy.startDate)} – ${formatDate(claim.policy.expiryDate)}` },
              { label: 'Insurer', value: claim.insurer.companyName },
              { label: 'Customer', value: claim.customer.fullName, dirAuto: true },
              { label: 'Mobile', value: formatUaeMobile(claim.customer.mobileNumber) },
              { label: 'Email', value: claim.customer.email },
            ]}
          >
            <Link href={`#/policies/${encodeURIComponent(claim.policy._id)}`}>Open policy {claim.policy.ref}</Link>
          </FieldList>
          <StoredFilesTable
            title="Photos and papers" files={claim.files} columns={fileColumns} empty="No photos or papers yet."
            endpoint="claims.file" input={(file) => ({ params: { id: claim._id, fileId: file._id } })}
            // A settled or closed claim keeps its papers as they are (the server refuses too).
            remove={canUpdate && !claimFilesLocked(claim.status) ? (file) => removeFile({ id: claim._id, fileId: file._id }) : undefined}
            removalEffect={`It is no longer part of claim ${claim.claimNo}.`}
          />
          <RecordTable title="History" columns={historyColumns} rows={claim.history} getRowId={(entry) => entry._id} empty="No changes yet." />
          <ClaimStatusDialog claim={claim} open={dialog === 'status'} onClose={() => setDialog(null)} />
          <ClaimEditDialog claim={claim} open={dialog === 'edit'} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </DetailScreen>
  );
}
