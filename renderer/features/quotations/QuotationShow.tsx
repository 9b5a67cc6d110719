import {
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  EditAdminFeesSchema, EditPriceSchema, EditVehicleValueSchema, type QuoteEditSchema,
} from '../../../shared/contract/quotations/quotations.schema.js';
import type { z } from 'zod';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { AppLink } from '../../components/AppLink.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { show } from '../../components/display.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PaymentActions, motorPayments } from '../payments/public.js';
import { QuoteDocumentsSection } from '../scanned-documents/public.js';
import { QuoteCoverages } from './QuoteCoverages.js';
import { QuotePriceLines } from './QuotePriceLines.js';
import { QuoteProducts } from './QuoteProducts.js';
import { formatEditedAt, insuranceTypeLabel, isQuoteLocked, quoteStatus, repairLabel } from './quoteDisplay.js';
import {
  useEditQuotationAdminFeesMutation,
  useEditQuotationPriceMutation,
  useEditQuotationVehicleValueMutation,
  useGetQuotationQuery,
  type QuotationDetail,
} from './quotationsApi.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** FIELDS.md "Insurance Company Premium": the warning shown before a premium edit. */
export const PRICE_EDIT_WARNING =
  'The adjustment can only be done once and MUST match premium without vat. Confirm the premium with the insurance company before saving.';
export const PRICE_EDIT_LIMIT = 'Maximum editable limit exceeded!';

type Editing = null | 'price' | 'carValue' | 'adminFees';
type QuoteEdit = z.infer<typeof QuoteEditSchema>;
const editWhat: Record<QuoteEdit['field'], string> = {
  price: 'Premium', vehicleValue: 'Car value', adminFees: 'Processing fees', addons: 'Add-ons', products: 'Add-on products', memberPremiums: 'Members\' premiums',
  loading: 'Loading',
};

const EDIT_COLUMNS: ListColumn<QuoteEdit>[] = [
  { id: 'adminName', header: 'Admin Name', render: (edit) => show(edit.adminName) },
  { id: 'adminEmail', header: 'Admin Email', render: (edit) => show(edit.adminEmail) },
  { id: 'what', header: 'What', render: (edit) => editWhat[edit.field] },
  { id: 'before', header: 'Previous Price', numeric: true, render: (edit) => formatAed(edit.beforeFils) },
  { id: 'after', header: 'Edited Price', numeric: true, render: (edit) => formatAed(edit.afterFils) },
  { id: 'reason', header: 'Reason', render: (edit) => show(edit.reason) },
  { id: 'editedAt', header: 'Edited At', render: (edit) => formatEditedAt(edit.createdAt) },
];

function Overview({ detail }: { detail: QuotationDetail }) {
  const styles = useStyles();
  const notify = useNotify();
  const canEdit = useCan('quote.update');
  const { quote, car, customer, policy } = detail;
  const [editing, setEditing] = useState<Editing>(null);
  const [editPrice] = useEditQuotationPriceMutation();
  const [editCarValue] = useEditQuotationVehicleValueMutation();
  const [editFees] = useEditQuotationAdminFeesMutation();
  const locked = isQuoteLocked(quote);
  const lockedWhy = locked ? 'Already paid: the quote can no longer be edited.' : null;
  const priceLimit = quote.priceEditCount >= 1;
  const close = () => setEditing(null);
  const answer = (result: { error?: unknown }): HostCallError | null => (callError(result));
  const saved = (what: string) => () => {
    close();
    notify.success(`${what} of quote ${quote.ref} saved`);
  };
  const policyId = policy?._id ?? quote.policyId;

  return (
    <div className={styles.column}>
      {quote.isBought && policyId ? (
        <MessageBar intent="success">
          <MessageBarBody>This quotation has been made into a policy{policy ? ` (${policy.ref})` : ''}.</MessageBarBody>
          <MessageBarActions>
            <AppLink to={`/policies/${encodeURIComponent(policyId)}`}>View Policy</AppLink>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {lockedWhy && canEdit ? <Caption1>{lockedWhy}</Caption1> : null}

      <FieldList
        title="Quotation details"
        items={[
          { label: 'No', value: quote.ref },
          { label: 'Proposal', value: quote.proposalRef },
          { label: 'Company', value: quote.companyName },
          { label: 'Plan', value: quote.planName },
          { label: 'Type', value: insuranceTypeLabel(quote.insuranceType) },
          { label: 'Repair Type', value: repairLabel(quote.repairCondition) },
          { label: 'Created', value: formatDate(quote.createdAt) },
          { label: 'Expires', value: formatDate(quote.expiresAt) },
          { label: 'Insurance company premium', value: formatAed(quote.priceFils) },
          { label: 'Processing fees', value: formatAed(quote.adminFeeFils) },
        ]}
      >
        {canEdit ? (
          <div className={styles.actions}>
            <Button icon={<EditRegular />} disabled={locked || priceLimit} onClick={() => setEditing('price')}>
              Edit price
            </Button>
            {priceLimit && !locked ? <Caption1 role="status">{PRICE_EDIT_LIMIT}</Caption1> : null}
            <Button icon={<EditRegular />} disabled={locked} onClick={() => setEditing('adminFees')}>
              Edit processing fees
            </Button>
          </div>
        ) : null}
      </FieldList>

      <FieldList
        title="Car details"
        items={[
          { label: 'Brand', value: car?.make },
          { label: 'Model', value: car?.model },
          { label: 'Trim', value: car?.trim },
          { label: 'Year', value: car?.year },
          { label: 'No. of cylinders', value: car?.cylinders },
          { label: 'Value', value: formatAed(quote.valueFils ?? car?.valueFils) },
          { label: 'Regional spec', value: car ? (car.gccSpec ? 'GCC' : 'Non-GCC') : null },
          { label: 'Chassis No.', value: car?.registration.chesisNo ?? car?.vin },
          { label: 'Plate', value: car ? [car.registration.plateCode, car.registration.plateNumber].filter(Boolean).join(' ') : null },
          { label: 'Registration emirate', value: car?.registration.registrationEmirate },
        ]}
      >
        {canEdit ? (
          <div className={styles.actions}>
            <Button icon={<EditRegular />} disabled={locked} onClick={() => setEditing('carValue')}>
              Edit car value
            </Button>
          </div>
        ) : null}
      </FieldList>

      <FieldList
        title="Customer details"
        items={[
          { label: 'Full name', value: customer.fullName, dirAuto: true },
          { label: 'Email Address', value: customer.email },
          { label: 'Mobile no.', value: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : null },
          { label: 'Nationality', value: customer.nationality },
          { label: 'Date of birth', value: formatDate(customer.dateOfBirth) },
          { label: 'ID Number', value: customer.emiratesId ? formatEmiratesId(customer.emiratesId) : null },
          { label: 'ID Expiry', value: formatDate(customer.profile.emiratesIdExpiryDate) },
          { label: 'Driving licence no.', value: customer.drivingLicenseNo },
          { label: 'Driving licence expiry', value: formatDate(customer.drivingLicenseExpiryDate) },
        ]}
      >
        <AppLink to={`/customers/${encodeURIComponent(customer._id)}`}>Go to profile</AppLink>
      </FieldList>

      <section className={styles.section}>
        <Subtitle1 as="h2">Price</Subtitle1>
        <QuotePriceLines quote={quote} />
      </section>

      <QuoteProducts detail={detail} locked={locked} />

      <RecordTable title="Edited Premium History" columns={EDIT_COLUMNS} rows={detail.edits} getRowId={(edit) => edit._id} empty="No edits." />

      <PaymentActions quote={quote} api={motorPayments} />

      <FieldsDialog
        open={editing === 'price'}
        title={`Edit the premium of quote ${quote.ref}`}
        description={<MessageBar intent="warning" layout="multiline"><MessageBarBody>{PRICE_EDIT_WARNING}</MessageBarBody></MessageBar>}
        schema={EditPriceSchema}
        fields={[
          { name: 'price', label: 'Insurance company premium (AED, without VAT)', kind: 'number', required: true, min: 0, max: 50_000, step: 0.01, hint: 'Between 0 and 50,000' },
          { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
        ]}
        defaultValues={{ price: quote.priceFils / 100, reason: '' }}
        save={async (body) => answer(await editPrice({ id: quote._id, body }))}
        onSaved={saved('Premium')}
        onClose={close}
        confirmLabel="Save price"
      />
      <FieldsDialog
        open={editing === 'carValue'}
        title={`Edit the car value of quote ${quote.ref}`}
        description="The quote is priced again on the new value."
        schema={EditVehicleValueSchema}
        fields={[
          { name: 'carValue', label: 'Car value (AED)', kind: 'number', required: true, min: 0, step: 1 },
          { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
        ]}
        defaultValues={{ carValue: (quote.valueFils ?? car?.valueFils ?? 0) / 100, reason: '' }}
        save={async (body) => answer(await editCarValue({ id: quote._id, body }))}
        onSaved={saved('Car value')}
        onClose={close}
        confirmLabel="Save car value"
      />
      <FieldsDialog
        open={editing === 'adminFees'}
        title={`Edit the processing fees of quote ${quote.ref}`}
        schema={EditAdminFeesSchema}
        fields={[
          { name: 'adminFees', label: 'Processing fees (AED)', kind: 'number', required: true, min: 0, max: 10_000, step: 0.01 },
          { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
        ]}
        defaultValues={{ adminFees: quote.adminFeeFils / 100, reason: '' }}
        save={async (body) => answer(await editFees({ id: quote._id, body }))}
        onSaved={saved('Processing fees')}
        onClose={close}
        confirmLabel="Save fees"
      />
    </div>
  );
}

/** `/quotations/:quotationId`: one quote with its car, customer, price, edits and payment; coverages in their own tab. */
export default function QuotationShow() {
  const { quotationId = '' } = useParams();
  const navigate = useNavigate();
  const result = useGetQuotationQuery(quotationId);
  const detail = result.data;
  const quote = detail?.quote;
  const proposalPath = quote ? `/proposals/${encodeURIComponent(quote.proposalId)}` : '/proposals';
  const canOpenProposal = useRouteCan(proposalPath).view;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(detail)}
      record={{ kind: 'quote', id: quotationId }}
      title={quote ? `Quotation ${quote.ref}` : 'Quotation'}
      meta={quote ? [quote.companyName, <span key="c" dir="auto">{quote.customerName}</span>, `Total ${formatAed(quote.totalFils)}`, `Created ${formatDateTime(quote.createdAt)}`] : []}
      status={quote ? quoteStatus(quote) : undefined}
      back={{ to: '/quotations', label: 'Back to quotations' }}
      actions={
        quote && canOpenProposal ? <Button onClick={() => void navigate(proposalPath)}>Open proposal</Button> : null
      }
    >
      {detail ? (
        <DetailTabs
          tabs={[
            { id: 'overview', label: 'Overview', render: () => <Overview detail={detail} /> },
            { id: 'coverages', label: 'Coverages', render: () => <QuoteCoverages quote={detail.quote} /> },
            { id: 'insurer-quote', label: "Insurer's quote", render: () => <QuoteDocumentsSection quoteId={detail.quote._id} quoteRef={detail.quote.ref} /> },
          ]}
        />
      ) : null}
    </DetailScreen>
  );
}
