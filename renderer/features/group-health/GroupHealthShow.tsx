import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular, EditRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  GroupHealthShareEmailSchema, GroupHealthShareSmsSchema,
} from '../../../shared/contract/group-health/group-health.schema.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { errorText } from '../../components/errorText.js';
import { useHost } from '../../app/useHost.js';
import { GroupHealthCensus } from './GroupHealthCensus.js';
import { GroupHealthQuotes } from './GroupHealthQuotes.js';
import { GroupHealthStatusForm } from './GroupHealthStatusForm.js';
import { GROUP_HEALTH_PATH, statusColor } from './groupHealthDisplay.js';
import {
  useAddGroupHealthCommentMutation, useEditGroupHealthMutation, useGetGroupHealthCommentsQuery, useGetGroupHealthQuery, useGroupHealthUpload,
  useShareGroupHealthEmailMutation, useShareGroupHealthSmsMutation,
} from './groupHealthApi.js';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

/**
 * `/group-health/[proposalId]`: a company's group health proposal. Its quotes per insurer with
 * totals by category (staff take one), the census with its report and mid-term changes, the status
 * block, comments and history; the PDF downloaded or shared by e-mail or SMS, the trade licence kept.
 */
export default function GroupHealthShow() {
  const styles = useStyles();
  const { proposalId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const host = useHost();
  const canEdit = useCan('groupHealth.update');
  const result = useGetGroupHealthQuery(proposalId);
  const comments = useGetGroupHealthCommentsQuery(proposalId);
  const [addComment, commenting] = useAddGroupHealthCommentMutation();
  const [edit, editing] = useEditGroupHealthMutation();
  const [shareEmail] = useShareGroupHealthEmailMutation();
  const [shareSms] = useShareGroupHealthSmsMutation();
  const upload = useGroupHealthUpload();
  const { download, downloading } = useDownload();
  const [sharing, setSharing] = useState<'email' | 'sms' | null>(null);
  const [uploadingLicence, setUploadingLicence] = useState(false);
  const proposal = result.data;

  const choose = async (quoteId: string | null) => {
    const failed = callError(await edit({ id: proposalId, body: { chosenQuoteId: quoteId } }));
    if (failed) notify.error(errorText(failed));
    else notify.success('Quote taken');
  };

  const uploadLicence = async () => {
    const picked = await host.files.pick('documents');
    if (!picked.ok) return picked.error.code === 'cancelled' ? undefined : notify.error(picked.error.message);
    const file = picked.data[0];
    if (!file) return undefined;
    setUploadingLicence(true);
    try {
      const sent = await upload({ endpoint: 'groupHealth.uploadTradeLicense', file, id: proposalId });
      if (sent.ok) notify.success(`${file.name} kept as the trade licence`);
      else notify.error(`${file.name} not kept`, sent.error.message);
    } finally {
      setUploadingLicence(false);
    }
    return undefined;
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(proposal)}
      title={proposal ? `Group health ${proposal.proposalId}` : 'Group health proposal'}
      meta={proposal ? [proposal.companyName, `${proposal.membersCount} members`, `Cover from ${formatDate(proposal.policyStartDate)}`] : []}
      status={proposal ? { label: proposal.proposalStatus, color: statusColor(proposal.proposalStatus) } : undefined}
      back={{ to: GROUP_HEALTH_PATH, label: 'Back to group health' }}
      actions={proposal ? (
        <div className={styles.actions}>
          {canEdit ? <Button icon={<EditRegular />} onClick={() => void navigate(`${GROUP_HEALTH_PATH}/${encodeURIComponent(proposalId)}/edit`)}>Edit</Button> : null}
          <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download('groupHealth.downloadPdf', { params: { id: proposalId } })}>Download PDF</Button>
          <Button icon={<MailRegular />} disabled={proposal.quotes.length === 0} onClick={() => setSharing('email')}>Share by e-mail</Button>
          <Button icon={<PhoneRegular />} disabled={proposal.quotes.length === 0} onClick={() => setSharing('sms')}>Share by SMS</Button>
        </div>
      ) : null}
    >
      {proposal ? (
        <>
          <FieldList
            title="Company"
            items={[
              { label: 'Company', value: proposal.company.name, dirAuto: true },
              { label: 'Email', value: proposal.company.email ?? '-' },
              { label: 'Mobile Number', value: proposal.company.mobileNumber ?? '-' },
              { label: 'Trade Licence No.', value: proposal.company.tradeLicenseNo ?? '-' },
              { label: 'Trade licence file', value: proposal.tradeLicense ? `${proposal.tradeLicense.fileName}, ${formatDateTime(proposal.tradeLicense.uploadedAt)}` : '-' },
              { label: 'Emirate', value: proposal.emirate },
              { label: 'Agent', value: proposal.agent?.fullName ?? '-' },
              { label: 'Lowest total', value: proposal.lowestTotalFils === null ? '-' : formatAed(proposal.lowestTotalFils) },
            ]}
          >
            {canEdit ? (
              <Button icon={<DocumentArrowUpRegular />} disabled={uploadingLicence} onClick={() => void uploadLicence()}>
                {uploadingLicence ? 'Uploading…' : proposal.tradeLicense ? 'Replace trade licence' : 'Upload trade licence'}
              </Button>
            ) : null}
          </FieldList>
          <DetailTabs
            tabs={[
              { id: 'quotes', label: `Quotes (${proposal.quotes.length})`, render: () => <GroupHealthQuotes proposal={proposal} canChoose={canEdit} choosing={editing.isLoading} onChoose={(id) => void choose(id)} /> },
              { id: 'census', label: `Census (${proposal.membersCount})`, render: () => <GroupHealthCensus proposal={proposal} canEdit={canEdit} /> },
              { id: 'status', label: 'Status', render: () => <GroupHealthStatusForm key={proposal.updatedAt} proposal={proposal} canEdit={canEdit} /> },
              {
                id: 'comments', label: 'Comments',
                render: () => (
                  <CommentThread
                    comments={comments}
                    canAdd={canEdit}
                    add={(comment) => addComment({ id: proposalId, comment })}
                    adding={commenting.isLoading}
                    note="Comments are seen by everyone working on this proposal."
                  />
                ),
              },
              { id: 'history', label: 'History', render: () => <HistoryTable title="History" entries={proposal.history} /> },
            ]}
          />
          <FieldsDialog
            open={sharing === 'email'}
            title={`E-mail ${proposal.proposalId}`}
            description="The proposal's PDF (census by category and every insurer's quote) goes by e-mail through the outbox."
            schema={GroupHealthShareEmailSchema}
            fields={[{ name: 'toEmail', label: 'Email', kind: 'text', required: true }]}
            defaultValues={{ toEmail: proposal.company.email ?? '' }}
            save={async (values) => callError(await shareEmail({ id: proposalId, toEmail: values.toEmail }))}
            onSaved={() => {
              setSharing(null);
              notify.success('The PDF is on its way by e-mail');
            }}
            onClose={() => setSharing(null)}
            confirmLabel="Send e-mail"
          />
          <FieldsDialog
            open={sharing === 'sms'}
            title={`Text ${proposal.proposalId}`}
            description="A short text with the link to the proposal's PDF goes by SMS through the outbox."
            schema={GroupHealthShareSmsSchema}
            fields={[{ name: 'mobileNumber', label: 'Mobile Number', kind: 'text', required: true }]}
            defaultValues={{ mobileNumber: proposal.company.mobileNumber ?? '' }}
            save={async (values) => callError(await shareSms({ id: proposalId, mobileNumber: values.mobileNumber }))}
            onSaved={() => {
              setSharing(null);
              notify.success('The link is on its way by SMS');
            }}
            onClose={() => setSharing(null)}
            confirmLabel="Send SMS"
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
