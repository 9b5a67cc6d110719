import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { HealthPolicyUpdateSchema } from '../../../shared/contract/health-policies/health-policies.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { useHost } from '../../app/useHost.js';
import { AppLink } from '../../components/AppLink.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { show } from '../../components/display.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { HEALTH_PROPOSALS_PATH, HealthMemberDocuments, HealthPayableDetails, memberLabels } from '../health-proposals/public.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { PolicyFinance, policyStatus, type FinanceKey } from '../policies/public.js';
import { ageInYears } from '../proposals/public.js';
import { HealthPolicyTransactions } from '../transactions/public.js';
import { HEALTH_POLICIES_PATH } from './HealthPolicyList.js';
import {
  apiWithHealthPolicies, healthPolicyTags, useCreateHealthPolicyCommentMutation, useGetHealthPolicyCommentsQuery, useGetHealthPolicyQuery, useUpdateHealthPolicyMutation,
  type HealthPolicyDetailRecord,
} from './healthPoliciesApi.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const CompanyNumberSchema = HealthPolicyUpdateSchema.pick({ companyPolicyNumber: true }).required();
// FIELDS.md "Health … Policies" Finance: the insurer's numbers and dates and the proof of payment.
const HEALTH_FINANCE_FIELDS: readonly FinanceKey[] = ['taxInvoice', 'taxInvoiceDate', 'creditNote', 'creditNoteDate', 'debitNote', 'debitNoteDate', 'paymentId'];
const POLICY_FILE_KINDS = ['pdf'] as const;

type Dialog = null | 'number' | 'upload';

/** The insured, as the quote priced them. */
function Insured({ policy }: { policy: HealthPolicyDetailRecord }) {
  const { customer, health } = policy;
  const principal = health?.members.find((member) => member.role === 'principal');
  return (
    <FieldList
        title="Insured"
        items={[
          { label: 'Full name', value: customer.fullName, dirAuto: true },
          { label: 'Email', value: customer.email },
          { label: 'Date of birth', value: formatDate(principal?.dateOfBirth ?? customer.dateOfBirth) },
          { label: 'Mobile Number', value: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber) : null },
          { label: 'Gender', value: principal?.gender },
          { label: 'Nationality', value: customer.nationality },
          { label: 'City', value: health?.city },
          // Ages count on the first day of cover, as the quote priced them.
          { label: 'Age', value: principal && health ? String(ageInYears(principal.dateOfBirth, health.policyStartDate) ?? '-') : null },
        ]}
    />
  );
}

/** Each covered member, then the documents each uploaded on the proposal: viewed and downloaded here, changed only on the proposal. */
function MembersAndDocuments({ policy }: { policy: HealthPolicyDetailRecord }) {
  const styles = useStyles();
  const members = policy.health?.members ?? [];
  const labels = memberLabels(members);
  return (
    <div className={styles.column}>
      <FieldList
        title="Members"
        items={members.map((member) => ({
          label: labels.get(member.id) ?? 'Member',
          value: `${member.fullName} · ${member.gender} · born ${formatDate(member.dateOfBirth)}`,
          dirAuto: true,
        }))}
      />
      {policy.proposalId ? <HealthMemberDocuments proposalId={policy.proposalId} frozen /> : <Caption1>This policy has no proposal to show documents from.</Caption1>}
    </div>
  );
}

/** The policy's comments, added by staff who may update health quotes. */
function PolicyComments({ policyId }: { policyId: string }) {
  const canComment = useCan('healthQuote.update');
  const comments = useGetHealthPolicyCommentsQuery(policyId);
  const [create, creating] = useCreateHealthPolicyCommentMutation();
  return (
    <CommentThread
      comments={comments}
      canAdd={canComment}
      add={(comment) => create({ id: policyId, comment })}
      adding={creating.isLoading}
      addLabel="Add a Comment"
      note="Comments are seen by every agent working on this policy."
    />
  );
}

/**
 * `/health-insurance/policies/:policyId`: the policy with its document, then tabs: the insured and the
 * Finance block, the members with their documents, the policy's transactions, comments and history.
 */
export default function HealthPolicyShow() {
  const styles = useStyles();
  const { policyId = '' } = useParams();
  const result = useGetHealthPolicyQuery(policyId);
  const policy = result.data;
  const host = useHost();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const canUpdate = useCan('healthQuote.update');
  const { download, downloading } = useDownload();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdateHealthPolicyMutation();
  const file = usePickedDocument(POLICY_FILE_KINDS, 'Policy file', 'PDF');
  const [uploading, setUploading] = useState(false);
  const close = () => setDialog(null);

  const upload = async (id: string): Promise<HostCallError | null> => {
    if (!file.file) return { status: 400, message: 'Policy file is required' };
    setUploading(true);
    const uploaded = await host.files.upload({ fileId: file.file.id, endpoint: 'healthPolicies.uploadPolicy', params: { id } });
    setUploading(false);
    if (!uploaded.ok) return { status: uploaded.error.status, message: uploaded.error.message };
    dispatch(apiWithHealthPolicies.util.invalidateTags(healthPolicyTags(id)));
    return null;
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(policy)}
      record={{ kind: 'policy', id: policyId }}
      title={policy ? `Health policy ${policy.ref}` : 'Health policy'}
      meta={policy ? [policy.companyName, <span key="holder" dir="auto">{policy.customer.fullName}</span>] : []}
      status={policy ? policyStatus(policy.status) : undefined}
      back={{ to: HEALTH_POLICIES_PATH, label: 'Back to health policies' }}
    >
      {policy ? (
        <div className={styles.column}>
          <FieldList
            title="Policy"
            items={[
              { label: 'Company', value: policy.companyName },
              { label: 'Insurance Type', value: policy.health?.insurerType ?? policy.insuranceType },
              { label: 'Policy Issue', value: formatDate(policy.createdAt) },
              { label: 'Policy expiry', value: formatDate(policy.expiryDate) },
              { label: 'Policy Effective date', value: formatDate(policy.startDate) },
              { label: 'Ref No', value: policy.ref },
              { label: 'Company Policy No', value: policy.companyPolicyNumber },
              { label: 'Policy file', value: policy.hasFile ? 'Uploaded' : 'Not uploaded' },
            ]}
          >
            {policy.proposalId ? (
              <AppLink to={`${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(policy.proposalId)}`}>{`Open proposal ${show(policy.proposalRef)}`}</AppLink>
            ) : null}
            <div className={styles.actions}>
              {canUpdate ? (
                <>
                  <Button icon={<EditRegular />} onClick={() => setDialog('number')}>Edit company policy number</Button>
                  <Button
                    icon={<ArrowUploadRegular />}
                    onClick={() => {
                      file.clear();
                      setDialog('upload');
                    }}
                  >
                    {policy.hasFile ? 'Replace policy file' : 'Upload policy file'}
                  </Button>
                </>
              ) : null}
              <Button
                icon={<ArrowDownloadRegular />}
                disabled={!policy.hasFile || downloading}
                onClick={() => void download('healthPolicies.downloadPolicy', { params: { id: policy._id } })}
              >
                View policy file
              </Button>
            </div>
          </FieldList>
          <DetailTabs
            tabs={[
              {
                id: 'overview',
                label: 'Overview',
                render: () => (
                  <div className={styles.column}>
                    <Insured policy={policy} />
                    <PolicyFinance policy={policy} line={{ fields: HEALTH_FINANCE_FIELDS, permission: 'healthQuote.update', update }}>
                      {policy.quote ? (
                        <HealthPayableDetails quote={policy.quote} labels={memberLabels(policy.health?.members ?? [])} />
                      ) : (
                        <Caption1>This policy has no quote to show its premium from.</Caption1>
                      )}
                    </PolicyFinance>
                  </div>
                ),
              },
              { id: 'members', label: 'Members & documents', render: () => <MembersAndDocuments policy={policy} /> },
              { id: 'transactions', label: 'Transactions', render: () => <HealthPolicyTransactions customerId={policy.customer._id} policyId={policy._id} /> },
              { id: 'comments', label: 'Comments', render: () => <PolicyComments policyId={policy._id} /> },
              { id: 'history', label: 'History', render: () => <HistoryTable title="History" entries={policy.history} /> },
            ]}
          />

          <FieldsDialog
            open={dialog === 'number'}
            title={`Company policy number of ${policy.ref}`}
            schema={CompanyNumberSchema}
            fields={[{ name: 'companyPolicyNumber', label: 'Company Policy No', kind: 'text', required: true }]}
            defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
            save={async (body) => callError(await update({ id: policy._id, body }))}
            onSaved={() => {
              close();
              notify.success(`Policy ${policy.ref} saved`);
            }}
            onClose={close}
            confirmLabel="Save number"
          />
          <FieldsDialog
            open={dialog === 'upload'}
            title={`Upload the insurer's file of ${policy.ref}`}
            description="The insurer's policy document (PDF) and its policy number."
            schema={CompanyNumberSchema}
            fields={[{ name: 'companyPolicyNumber', label: 'Company Policy No', kind: 'text', required: true }]}
            defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
            checkExtra={file.check}
            save={async (body) => {
              if (body.companyPolicyNumber !== policy.companyPolicyNumber) {
                const error = callError(await update({ id: policy._id, body }));
                if (error) return error;
              }
              return upload(policy._id);
            }}
            onSaved={() => {
              close();
              notify.success(`Policy file of ${policy.ref} uploaded`);
            }}
            onClose={close}
            confirmLabel={uploading ? 'Uploading…' : 'Upload'}
          >
            <PickedFileField picked={file} label="Policy file" required />
          </FieldsDialog>
        </div>
      ) : null}
    </DetailScreen>
  );
}
