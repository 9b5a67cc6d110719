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
import { PolicyFinance, type FinanceKey } from './PolicyFinance.js';
import { PolicyRenewal } from './PolicyRenewal.js';
import { useUpdatePolicyMutation, type PolicyDetailRecord } from './policiesApi.js';
import { usePolicySectionStyles } from './policySectionStyles.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

// FIELDS.md "Motor policies" Finance: every finance field but the insurer's tax invoice date.
const MOTOR_FINANCE_FIELDS: readonly FinanceKey[] = [
  'vatType', 'vatInvoiceAgreement', 'category', 'group', 'insCoReceipt', 'outletCode', 'taxInvoice', 'creditNote', 'creditNoteDate', 'debitNote', 'debitNoteDate', 'paymentId',
];

/** The quote's figures the motor Finance block shows above its fields. */
function motorAmounts({ quote, premiumFils }: PolicyDetailRecord) {
  const discountFils = quote ? quote.lines.filter((line) => line.amountFils < 0).reduce((sum, line) => sum + line.amountFils, 0) : null;
  return [
    { label: 'Base premium', value: formatAed(quote?.priceFils) },
    { label: 'Vat on Premium', value: formatAed(quote?.vatFils) },
    { label: 'Processing fee', value: formatAed(quote?.adminFeeFils) },
    { label: 'Total Discount', value: formatAed(discountFils === null ? null : -discountFils) },
    { label: 'Total Premium', value: formatAed(quote ? quote.totalFils - quote.vatFils : null) },
    { label: 'Grand Total', value: formatAed(quote?.totalFils ?? premiumFils) },
  ];
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

/** The policy page's first tab: its car, customer, insurer actions, payments, finance, renewal, comments and history. */
export function PolicyOverview({ policy }: { policy: PolicyDetailRecord }) {
  const styles = useStyles();
  const sections = usePolicySectionStyles();
  const { car, customer } = policy;
  const [update] = useUpdatePolicyMutation();
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
      <PolicyFinance policy={policy} line={{ fields: MOTOR_FINANCE_FIELDS, permission: 'policy.update', update }} amounts={motorAmounts(policy)} />
      <PolicyRenewal policy={policy} />
      <RecordTable title="Comments" columns={COMMENT_COLUMNS} rows={policy.comments} getRowId={(comment) => comment._id} empty="No comments." />
      <RecordTable title="History" columns={HISTORY_COLUMNS} rows={policy.history} getRowId={(entry) => entry._id} empty="No history." />
    </div>
  );
}
