import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { AppLink } from '../../components/AppLink.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { PaymentList } from '../payments/public.js';
import { CurrentPolicy } from './CurrentPolicy.js';
import { PendingIssue } from './PendingIssue.js';
import { PolicyFinance } from './PolicyFinance.js';
import { PolicyRenewal } from './PolicyRenewal.js';
import type { PolicyDetailRecord } from './policiesApi.js';
import { usePolicySectionStyles } from './policySectionStyles.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

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

/** The policy page's first tab: its car, customer, insurer actions, payments, finance, renewal, comments and history. */
export function PolicyOverview({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const sections = usePolicySectionStyles();
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
      <section className={sections.section}>
        <Subtitle1 as="h2">Transactions</Subtitle1>
        <Body1>{`Payment mode: ${show(policy.paidBy)}`}</Body1>
        <PaymentList payments={policy.payments} label={`Transactions of policy ${policy.ref}`} />
      </section>
      <PolicyFinance policy={policy} />
      <PolicyRenewal policy={policy} />
      <RecordTable title="Comments" columns={COMMENT_COLUMNS} rows={policy.comments} getRowId={(comment) => comment._id} empty="No comments." />
      <RecordTable title="History" columns={HISTORY_COLUMNS} rows={policy.history} getRowId={(entry) => entry._id} empty="No history." />
    </div>
  );
}
