import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { AppLink } from '../../components/AppLink.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { show } from '../../components/display.js';
import { HEALTH_PROPOSALS_PATH, HealthMemberDocuments, HealthPayableDetails, memberLabels } from '../health-proposals/public.js';
import { InsurerFileActions, PolicyFinance, policyStatus, type FinanceKey } from '../policies/public.js';
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

// FIELDS.md "Health … Policies" Finance: the insurer's numbers and dates and the proof of payment.
const HEALTH_FINANCE_FIELDS: readonly FinanceKey[] = ['taxInvoice', 'taxInvoiceDate', 'creditNote', 'creditNoteDate', 'debitNote', 'debitNoteDate', 'paymentId'];

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
  const dispatch = useAppDispatch();
  const canUpdate = useCan('healthQuote.update');
  const { download, downloading } = useDownload();
  const [update] = useUpdateHealthPolicyMutation();

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
              <InsurerFileActions
                policy={policy}
                numberLabel="Company Policy No"
                canEditNumber={canUpdate}
                canUpload={canUpdate}
                saveNumber={(body) => update({ id: policy._id, body })}
                uploadEndpoint="healthPolicies.uploadPolicy"
                onUploaded={() => dispatch(apiWithHealthPolicies.util.invalidateTags(healthPolicyTags(policy._id)))}
              />
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

        </div>
      ) : null}
    </DetailScreen>
  );
}
