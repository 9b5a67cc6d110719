import {
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowSyncRegular, ArrowUploadRegular, EditRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PolicySmsSchema } from '../../../shared/contract/customers/customers.schema.js';
import { PolicyUpdateSchema } from '../../../shared/contract/policies/policies.schema.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { useHost } from '../../app/useHost.js';
import { AppLink } from '../../components/AppLink.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { useGetCompaniesByLineQuery } from '../companies/public.js';
import { PaymentList } from '../payments/public.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { usePurchaseQuoteMutation } from '../payments/public.js';
import { QuoteCoverages } from '../quotations/public.js';
import { insuranceTypeLabel, repairLabel } from '../quotations/public.js';
import { PolicyFinance } from './PolicyFinance.js';
import { policyStatus } from './policyDisplay.js';
import {
  apiWithPolicies,
  useChangePolicyCompanyMutation,
  useGetPolicyQuery,
  useRequestPolicyRenewalMutation,
  useResendPolicyEmailMutation,
  useSharePolicySmsMutation,
  useUpdatePolicyMutation,
  type PolicyDetailRecord,
  type RenewalRequest,
} from './policiesApi.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
});

const CompanyNumberSchema = PolicyUpdateSchema.pick({ companyPolicyNumber: true }).required();
const POLICY_FILE_KINDS = ['pdf'] as const;

type Dialog = null | 'number' | 'sms' | 'upload' | 'resend';
const answer = (result: { error?: unknown }): HostCallError | null => (callError(result));

/** A Pending policy: the insurer's error and "Issue again" (`purchase` on its quote). */
function PendingIssue({ policy }: { policy: PolicyDetailRecord }) {
  const canIssue = useCan('policy.create');
  const notify = useNotify();
  const [purchase, { isLoading }] = usePurchaseQuoteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = async () => {
    if (!policy.quote) return;
    setRefusal(null);
    const result = await purchase(policy.quote._id);
    if ('error' in result) return setRefusal(errorText(result.error));
    if (result.data.issueError || result.data.status === 'Pending') return setRefusal(result.data.issueError ?? 'The insurer has not issued the policy yet.');
    notify.success(`Policy ${result.data.ref} issued`);
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Pending: the insurer has not issued this policy</MessageBarTitle>
        {refusal ?? policy.issueError ?? 'No error was recorded.'}
        {policy.issueAttempts > 0 ? ` (${policy.issueAttempts} ${policy.issueAttempts === 1 ? 'attempt' : 'attempts'})` : ''}
      </MessageBarBody>
      {canIssue && policy.quote ? (
        <MessageBarActions>
          <Button size="small" icon={isLoading ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabled={isLoading} onClick={() => void issue()}>
            Issue again
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

/** Company select (motor companies) → confirm → `changeCompany`. */
function CompanyChange({ policy }: { policy: PolicyDetailRecord }) {
  const companies = useGetCompaniesByLineQuery({ insurance: 'motor' });
  const notify = useNotify();
  const [change, { isLoading }] = useChangePolicyCompanyMutation();
  const [target, setTarget] = useState<string | null>(null);
  const targetName = companies.data?.find((company) => company._id === target)?.companyName ?? '';
  const confirm = async () => {
    if (!target) return;
    const result = await change({ id: policy._id, companyId: target });
    setTarget(null);
    if ('error' in result) notify.error(errorText(result.error));
    else notify.success(`Policy ${policy.ref} moved to ${targetName}`);
  };
  return (
    <>
      <Field label="Company" validationMessage={companies.isError ? errorText(companies.error) : undefined}>
        <Select value={policy.companyId ?? ''} disabled={!companies.data || isLoading} onChange={(_, data) => setTarget(data.value)}>
          {policy.companyId && !companies.data?.some((company) => company._id === policy.companyId) ? (
            <option value={policy.companyId}>{policy.companyName}</option>
          ) : null}
          {(companies.data ?? []).map((company) => (
            <option key={company._id} value={company._id}>
              {company.companyName}
            </option>
          ))}
        </Select>
      </Field>
      <ConfirmDialog
        open={target !== null}
        title={`Move policy ${policy.ref} to ${targetName}?`}
        body={`The policy moves from ${policy.companyName} to ${targetName}. Its insurer's policy number and file may need updating.`}
        confirmLabel="Change company"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}

function CurrentPolicy({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const host = useHost();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const canShare = useCan('customer.update');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [update] = useUpdatePolicyMutation();
  const [resend, resending] = useResendPolicyEmailMutation();
  const [sms] = useSharePolicySmsMutation();
  const file = usePickedDocument(POLICY_FILE_KINDS, 'Policy file', 'PDF');
  const [uploading, setUploading] = useState(false);
  const close = () => setDialog(null);

  const upload = async (): Promise<HostCallError | null> => {
    if (!file.file) return { status: 400, message: 'Policy file is required' };
    setUploading(true);
    const result = await host.files.upload({ fileId: file.file.id, endpoint: 'customers.uploadPolicy', params: { id: policy._id } });
    setUploading(false);
    if (!result.ok) return { status: result.error.status, message: result.error.message };
    dispatch(apiWithPolicies.util.invalidateTags([{ type: 'Policy', id: policy._id }, { type: 'Policy', id: 'LIST' }]));
    return null;
  };

  const sendEmail = async () => {
    const result = await resend(policy._id);
    close();
    if ('error' in result) notify.error(errorText(result.error));
    else notify.success(`Policy ${policy.ref} e-mailed to ${policy.customer.email}`);
  };

  return (
    <section className={styles.section}>
      <FieldList
        title="Current policy"
        items={[
          { label: 'Company', value: policy.companyName },
          { label: 'Policy issue', value: formatDate(policy.startDate) },
          { label: 'Policy expiry', value: formatDate(policy.expiryDate) },
          { label: 'Insurance Company Policy Number', value: policy.companyPolicyNumber },
          { label: 'Type', value: insuranceTypeLabel(policy.insuranceType) },
          { label: 'Ref No', value: policy.ref },
          { label: 'Repair Type', value: repairLabel(policy.repairCondition) },
          { label: 'Source', value: policy.source },
          { label: 'Policy file', value: policy.hasFile ? 'Uploaded' : 'Not uploaded' },
        ]}
      />
      <div className={styles.actions}>
        {canUpdate ? <CompanyChange policy={policy} /> : null}
        {canUpdate ? (
          <Button icon={<EditRegular />} onClick={() => setDialog('number')}>
            Edit company policy number
          </Button>
        ) : null}
        {canShare ? (
          <>
            <Button
              icon={<ArrowUploadRegular />}
              onClick={() => {
                file.clear();
                setDialog('upload');
              }}
            >
              {policy.hasFile ? 'Replace policy file' : 'Upload policy file'}
            </Button>
            <Button icon={<MailRegular />} disabled={!policy.hasFile || resending.isLoading} onClick={() => setDialog('resend')}>
              Re-send email
            </Button>
            <Button icon={<PhoneRegular />} disabled={!policy.hasFile} onClick={() => setDialog('sms')}>
              Send by SMS
            </Button>
            {!policy.hasFile ? <Caption1>Upload the insurer's file before sending it.</Caption1> : null}
          </>
        ) : null}
      </div>

      <FieldsDialog
        open={dialog === 'number'}
        title={`Insurance company policy number of ${policy.ref}`}
        schema={CompanyNumberSchema}
        fields={[{ name: 'companyPolicyNumber', label: 'Insurance Company Policy Number', kind: 'text', required: true }]}
        defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
        save={async (body) => answer(await update({ id: policy._id, body }))}
        onSaved={() => {
          close();
          notify.success(`Policy ${policy.ref} saved`);
        }}
        onClose={close}
        confirmLabel="Save number"
      />
      <FieldsDialog
        open={dialog === 'sms'}
        title={`Send policy ${policy.ref} by SMS`}
        schema={PolicySmsSchema}
        fields={[{ name: 'toMobileNumber', label: 'Mobile number', kind: 'text', required: true, hint: 'UAE mobile, e.g. 050 123 4567' }]}
        defaultValues={{ toMobileNumber: policy.customer.mobileNumber }}
        save={async (body) => answer(await sms({ id: policy._id, body }))}
        onSaved={() => {
          close();
          notify.success(`Policy ${policy.ref} sent by SMS`);
        }}
        onClose={close}
        confirmLabel="Send SMS"
      />
      <ConfirmDialog
        open={dialog === 'resend'}
        title={`E-mail policy ${policy.ref} again?`}
        body={`The policy document is sent to ${policy.customer.email}.`}
        confirmLabel="Send email"
        busy={resending.isLoading}
        onConfirm={() => void sendEmail()}
        onCancel={close}
      />
      <FieldsDialog
        open={dialog === 'upload'}
        title={`Upload the insurer's file of ${policy.ref}`}
        description="The insurer's policy document (PDF) and its policy number."
        schema={CompanyNumberSchema}
        fields={[{ name: 'companyPolicyNumber', label: 'Insurance Company Policy Number', kind: 'text', required: true }]}
        defaultValues={{ companyPolicyNumber: policy.companyPolicyNumber ?? '' }}
        checkExtra={file.check}
        save={async (body) => {
          if (body.companyPolicyNumber !== policy.companyPolicyNumber) {
            const error = answer(await update({ id: policy._id, body }));
            if (error) return error;
          }
          return upload();
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
    </section>
  );
}

function Renewal({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan('policy.update');
  const [request, { isLoading }] = useRequestPolicyRenewalMutation();
  const [done, setDone] = useState<RenewalRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const proposalId = done?.proposalId ?? policy.renewalProposalId;
  const go = async () => {
    const result = await request(policy._id);
    setAsking(false);
    if ('error' in result) return notify.error(errorText(result.error));
    setDone(result.data);
  };
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Renewal</Subtitle1>
      {proposalId ? (
        <Body1>
          {done ? (done.created ? `Renewal proposal ${done.proposalRef} created and sent. ` : `Renewal proposal ${done.proposalRef} sent again. `) : policy.renewalRequestedAt ? `Renewal requested ${formatDateTime(policy.renewalRequestedAt)}. ` : ''}
          <AppLink to={`/proposals/${encodeURIComponent(proposalId)}`}>Open the renewal proposal</AppLink>
        </Body1>
      ) : (
        <Caption1>No renewal requested yet.</Caption1>
      )}
      {canUpdate ? (
        <div className={styles.actions}>
          <Button icon={isLoading ? <Spinner size="tiny" /> : undefined} disabled={isLoading} onClick={() => setAsking(true)}>
            Send renewal request
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Send the renewal request of ${policy.ref}?`}
        body={`A renewal proposal is created (or reused) and ${policy.customer.fullName} is asked to renew.`}
        confirmLabel="Send request"
        busy={isLoading}
        onConfirm={() => void go()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

const COMMENT_COLUMNS: ListColumn<PolicyDetailRecord['comments'][number]>[] = [
  { id: 'by', header: 'By', render: (comment) => comment.author.fullName },
  { id: 'date', header: 'Date', render: (comment) => formatDate(comment.createdAt) },
  { id: 'comment', header: 'Comment', render: (comment) => comment.comment },
];
const HISTORY_COLUMNS: ListColumn<PolicyDetailRecord['history'][number]>[] = [
  { id: 'action', header: 'Activity Name', render: (entry) => entry.action },
  { id: 'detail', header: 'Detail', render: (entry) => show(entry.detail) },
  { id: 'by', header: 'By', render: (entry) => show(entry.actorName) },
  { id: 'at', header: 'Activity Time', render: (entry) => formatDateTime(entry.createdAt) },
];

function Overview({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const { car, customer } = policy;
  return (
    <div className={styles.column}>
      {policy.status === 'Pending' ? <PendingIssue policy={policy} /> : null}
      <FieldList
        title="Car details"
        items={[
          { label: 'Brand', value: car?.make },
          { label: 'Model', value: car?.model },
          { label: 'Trim', value: car?.trim },
          { label: 'Year', value: car?.year },
          { label: 'No. of cylinders', value: car?.cylinders },
          { label: 'Value', value: formatAed(car?.valueFils ?? policy.insuredValueFils) },
          { label: 'Chassis No.', value: car?.registration.chesisNo ?? car?.vin },
        ]}
      />
      <FieldList
        title="Customer details"
        items={[
          { label: 'Insured Name', value: customer.fullName, dirAuto: true },
          { label: 'Nationality', value: customer.nationality },
          { label: 'Insured Email', value: customer.email },
          { label: 'Mobile no.', value: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : null },
          { label: 'Date of birth', value: formatDate(customer.dateOfBirth) },
          { label: 'Employer', value: customer.profile.employer },
          { label: 'ID Number', value: customer.emiratesId ? formatEmiratesId(customer.emiratesId) : null },
          { label: 'ID Expiry', value: formatDate(customer.profile.emiratesIdExpiryDate) },
          { label: 'Driving license no.', value: customer.drivingLicenseNo },
          { label: 'Driving license expiry', value: formatDate(customer.drivingLicenseExpiryDate) },
        ]}
      >
        <AppLink to={`/customers/${encodeURIComponent(customer._id)}`}>Go to profile</AppLink>
      </FieldList>
      <CurrentPolicy policy={policy} />
      <section className={styles.section}>
        <Subtitle1 as="h2">Transactions</Subtitle1>
        <Body1>{`Payment mode: ${show(policy.paidBy)}`}</Body1>
        <PaymentList payments={policy.payments} label={`Transactions of policy ${policy.ref}`} />
      </section>
      <PolicyFinance policy={policy} />
      <Renewal policy={policy} />
      <RecordTable title="Comments" columns={COMMENT_COLUMNS} rows={policy.comments} getRowId={(comment) => comment._id} empty="No comments." />
      <RecordTable title="History" columns={HISTORY_COLUMNS} rows={policy.history} getRowId={(entry) => entry._id} empty="No history." />
    </div>
  );
}

/** `/policies/:policyId`: the policy's identity and Download, its car, customer, insurer actions, payments, finance and renewal. */
export default function PolicyShow() {
  const { policyId = '' } = useParams();
  const result = useGetPolicyQuery(policyId);
  const policy = result.data;
  const { download, downloading } = useDownload();
  const car = policy?.car;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(policy)}
      record={{ kind: 'policy', id: policyId }}
      title={policy ? `Policy ${policy.ref}` : 'Policy'}
      meta={policy ? [policy.companyName, <span key="holder" dir="auto">{policy.customer.fullName}</span>] : []}
      status={policy ? policyStatus(policy.status) : undefined}
      back={{ to: '/policies', label: 'Back to policies' }}
      actions={
        policy ? (
          <Button icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download('policies.downloadPdf', { params: { id: policy._id } })}>
            Download
          </Button>
        ) : null
      }
    >
      {policy ? (
        <>
          <FieldList
            title="Policy"
            items={[
              { label: 'Proposals Number', value: policy.proposalRef },
              { label: 'Policy Number', value: policy.ref },
              { label: 'Company Policy Number', value: policy.companyPolicyNumber },
              { label: 'Car', value: car ? `${car.year} ${car.make} ${car.model}${car.registration.plateNumber ? ` · ${[car.registration.plateCode, car.registration.plateNumber].filter(Boolean).join(' ')}` : ''}` : null },
              { label: 'Start date', value: formatDate(policy.startDate) },
              { label: 'End date', value: formatDate(policy.expiryDate) },
              { label: 'Policy holder', value: policy.customer.fullName, dirAuto: true },
              { label: 'Insured declared value', value: formatAed(policy.insuredValueFils) },
            ]}
          >
            {policy.proposalId ? <AppLink to={`/proposals/${encodeURIComponent(policy.proposalId)}`}>{`Open proposal ${show(policy.proposalRef)}`}</AppLink> : null}
          </FieldList>
          <DetailTabs
            tabs={[
              { id: 'overview', label: 'Overview', render: () => <Overview policy={policy} /> },
              {
                id: 'coverages',
                label: 'Coverages',
                render: () => (policy.quote ? <QuoteCoverages quote={policy.quote} /> : <Caption1>This policy has no quote to show coverages from.</Caption1>),
              },
            ]}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
