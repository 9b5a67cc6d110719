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
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { show } from '../../components/display.js';
import { FieldsDialog, type DialogField } from '../../components/form/FieldsDialog.js';
import { HEALTH_PROPOSALS_PATH, HealthPayableDetails, memberLabels } from '../health-proposals/public.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { policyStatus } from '../policies/public.js';
import { ageInYears } from '../proposals/public.js';
import { HEALTH_POLICIES_PATH } from './HealthPolicyList.js';
import { apiWithHealthPolicies, healthPolicyTags, useGetHealthPolicyQuery, useUpdateHealthPolicyMutation, type HealthPolicyDetailRecord } from './healthPoliciesApi.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const CompanyNumberSchema = HealthPolicyUpdateSchema.pick({ companyPolicyNumber: true }).required();
const FinanceSchema = HealthPolicyUpdateSchema.omit({ companyPolicyNumber: true });
type FinanceKey = keyof typeof FinanceSchema.shape;
const FINANCE_FIELDS: ReadonlyArray<DialogField<FinanceKey>> = [
  { name: 'taxInvoice', label: 'Tax invoice', kind: 'text' },
  { name: 'taxInvoiceDate', label: 'Tax invoice date', kind: 'date' },
  { name: 'creditNote', label: 'Credit note', kind: 'text' },
  { name: 'creditNoteDate', label: 'Credit note date', kind: 'date' },
  { name: 'debitNote', label: 'Debit note', kind: 'text' },
  { name: 'debitNoteDate', label: 'Debit note date', kind: 'date' },
  { name: 'paymentId', label: 'Proof of payment ID', kind: 'text' },
];
const POLICY_FILE_KINDS = ['pdf'] as const;

type Dialog = null | 'number' | 'upload' | 'finance';

/** The insured, each covered member and the proposal's health answers. */
function Insured({ policy }: { policy: HealthPolicyDetailRecord }) {
  const { customer, health } = policy;
  const labels = memberLabels(health?.members ?? []);
  const principal = health?.members.find((member) => member.role === 'principal');
  return (
    <>
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
      <FieldList
        title="Members"
        items={(health?.members ?? []).map((member) => ({
          label: labels.get(member.id) ?? 'Member',
          value: `${member.fullName} · ${member.gender} · born ${formatDate(member.dateOfBirth)}`,
          dirAuto: true,
        }))}
      />
    </>
  );
}

/** `/health-insurance/policies/:policyId`: the insured and members, the policy with its document, the Finance block and the history. */
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
          <Insured policy={policy} />
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
          <section aria-label="Finance" className={styles.column}>
            {policy.quote ? <HealthPayableDetails quote={policy.quote} labels={memberLabels(policy.health?.members ?? [])} /> : <Caption1>This policy has no quote to show its premium from.</Caption1>}
            <FieldList
              title="Finance"
              items={[
                { label: 'Payment mode', value: policy.paidBy },
                ...FINANCE_FIELDS.map((field) => ({
                  label: field.label,
                  value: field.kind === 'date' ? formatDate(policy.finance[field.name]) : show(policy.finance[field.name]),
                })),
              ]}
            >
              {canUpdate ? (
                <div>
                  <Button icon={<EditRegular />} onClick={() => setDialog('finance')}>Edit finance details</Button>
                </div>
              ) : null}
            </FieldList>
          </section>
          <HistoryTable title="History" entries={policy.history} />

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
            open={dialog === 'finance'}
            title={`Finance details of ${policy.ref}`}
            schema={FinanceSchema}
            fields={FINANCE_FIELDS}
            // Blank inputs for unset values: the dialog sends them back as null.
            defaultValues={Object.fromEntries(FINANCE_FIELDS.map((field) => [field.name, policy.finance[field.name] ?? '']))}
            save={async (body) => callError(await update({ id: policy._id, body }))}
            onSaved={() => {
              close();
              notify.success(`Policy ${policy.ref} saved`);
            }}
            onClose={close}
            confirmLabel="Save finance"
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
