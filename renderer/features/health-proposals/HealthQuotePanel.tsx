import {
  Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, Subtitle1,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { HealthQuoteEditSchema, type HealthMember } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { AedField } from '../../components/form/AedField.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { saveResult, useContractFormBase } from '../../components/form/useContractForm.js';
import { PaymentActions } from '../payments/public.js';
import type { ShareContact } from '../sharing/public.js';
import { healthPayments } from './healthPaymentsApi.js';
import { useEditHealthQuoteMutation, useGetHealthQuotePayableQuery, type HealthQuoteRecord } from './healthProposalsApi.js';
import { InsurerDocuments } from './InsurerDocuments.js';
import { useGetInsurerDocumentsQuery } from './insurerDocumentsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { maxWidth: '640px' },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  member: { paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const ROLE_LABELS: Record<HealthMember['role'], string> = {
  principal: 'Self', spouse: 'Spouse', child: 'Kid', parent: 'Parent', domesticWorker: 'Domestic worker', otherDependant: 'Dependant',
};

/**
 * Each insured member's label as FIELDS.md's premium modal words it ("Self", "Spouse", "Kid 1"…),
 * by member id: numbered within a role when the role has several members (kids always are).
 */
export function memberLabels(members: readonly HealthMember[]): Map<string, string> {
  const counts = new Map<HealthMember['role'], number>();
  for (const member of members) counts.set(member.role, (counts.get(member.role) ?? 0) + 1);
  const seen = new Map<HealthMember['role'], number>();
  return new Map(members.map((member) => {
    const index = (seen.get(member.role) ?? 0) + 1;
    seen.set(member.role, index);
    const numbered = member.role === 'child' || (counts.get(member.role) ?? 0) > 1;
    return [member.id, numbered ? `${ROLE_LABELS[member.role]} ${index}` : ROLE_LABELS[member.role]];
  }));
}

/**
 * FIELDS.md "Plan payable details": the server's figures line by line, the insurer's premium with
 * its per-member breakdown (a health quotation's and a health policy's Finance block show it too).
 */
export function HealthPayableDetails({ quote, labels }: { quote: Pick<HealthQuoteRecord, '_id' | 'ref'>; labels: Map<string, string> }) {
  const styles = useStyles();
  const result = useGetHealthQuotePayableQuery(quote._id);
  const payable = result.currentData;
  if (result.isError) return <LoadError error={result.error} onRetry={result.refetch} />;
  if (!payable) return <Spinner size="tiny" label="Loading payable details…" />;
  const row = (label: string, fils: number, detail?: string | null, strong = false) => (
    <TableRow key={label}>
      <TableCell className={strong ? styles.total : undefined}>{label}</TableCell>
      <TableCell><Caption1>{detail || '-'}</Caption1></TableCell>
      <TableCell className={mergeClasses(styles.money, strong && styles.total)}>{formatAed(fils)}</TableCell>
    </TableRow>
  );
  return (
    <Table size="small" aria-label={`Payable details of quote ${quote.ref}`} className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Item</TableHeaderCell>
          <TableHeaderCell>Detail</TableHeaderCell>
          <TableHeaderCell className={styles.money}>Amount</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {row('Insurance company premium', payable.premiumFils, payable.loadingFils ? 'Includes the loading premium' : null)}
        {payable.members.map((member) => (
          <TableRow key={member.memberId}>
            <TableCell className={styles.member} dir="auto">{`${labels.get(member.memberId) ?? 'Member'} – ${member.fullName}`}</TableCell>
            <TableCell><Caption1>{`Age ${member.age}${member.maternityFils ? `, maternity ${formatAed(member.maternityFils)}` : ''}`}</Caption1></TableCell>
            <TableCell className={mergeClasses(styles.money, styles.member)}>{formatAed(member.totalFils)}</TableCell>
          </TableRow>
        ))}
        {row('Loading premium', payable.loadingFils, payable.loadingReason)}
        {row('Discount', payable.discountFils)}
        {row('Agent selling price', payable.agentSellingPriceFils)}
        {row(`VAT (${payable.vatPercent} %)`, payable.vatFils)}
        {row('ICP fee', payable.icpFeeFils)}
        {row('Basmah fee', payable.basmahFeeFils)}
        {row('Commission', payable.commissionFils)}
        {row('Grand total', payable.totalFils, null, true)}
      </TableBody>
    </Table>
  );
}

const EDIT_LABELS = { members: 'Premiums', loadingFils: 'Loading premium', loadingReason: 'Reason for loading premium', reason: 'Reason' };

/**
 * FIELDS.md "Premium edit modal" and "Loading note modal" as one: each member's premium, the
 * loading with its reason (required with a loading) and the reason for the edit, asked to
 * confirm before it is sent; the server's refusal shows above the fields.
 */
function EditPremiumDialog({ quote, labels, open, onClose }: { quote: HealthQuoteRecord; labels: Map<string, string>; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [edit] = useEditHealthQuoteMutation();
  const [confirming, setConfirming] = useState(false);
  const health = quote.health;
  const members = health?.members ?? [];
  const defaults = {
    members: members.map((member) => ({ memberId: member.memberId, premiumFils: member.premiumFils })),
    loadingFils: health?.staffLoadingFils ?? 0,
    loadingReason: health?.loadingReason ?? '',
    reason: '',
  };
  const contractForm = useContractFormBase({
    schema: HealthQuoteEditSchema,
    defaultValues: defaults,
    labels: EDIT_LABELS,
    save: async (body) => saveResult(await edit({ id: quote._id, proposalId: quote.proposalId, body })),
    onSaved: () => {
      onClose();
      notify.success(`Premium of quote ${quote.ref} saved`);
    },
  });
  const { startOver, form } = contractForm;
  useEffect(() => {
    startOver(defaults);
    setConfirming(false);
  }, [open]);
  const formError = contractForm.summary.filter((item) => !item.field || !(item.field.split('.')[0]! in EDIT_LABELS)).map((item) => item.message).join(' ');

  // The confirm comes only once the fields pass the contract's rules, so it never asks about an edit the server would refuse for them.
  const review = async () => {
    if (await form.trigger()) setConfirming(true);
  };
  const send = () => {
    setConfirming(false);
    void contractForm.submit();
  };

  return (
    <>
      <Dialog open={open && !confirming} onOpenChange={(_, data) => (!data.open && !contractForm.saving ? onClose() : undefined)}>
        <DialogSurface>
          <form noValidate onSubmit={(event) => { event.preventDefault(); void review(); }}>
            <DialogBody>
              <DialogTitle>{`Edit the premium of quote ${quote.ref}`}</DialogTitle>
              <DialogContent className={styles.fields}>
                <Caption1>{`${quote.companyName} – ${quote.planName}. Premiums as the insurer confirmed them, before VAT.`}</Caption1>
                {formError ? <MessageBar intent="error" layout="multiline"><MessageBarBody>{formError}</MessageBarBody></MessageBar> : null}
                {members.map((member, index) => (
                  <AedField
                    key={member.memberId}
                    contractForm={contractForm}
                    name={`members.${index}.premiumFils`}
                    label={`${labels.get(member.memberId) ?? 'Member'} Premium (${member.fullName})`}
                    required
                  />
                ))}
                <AedField contractForm={contractForm} name="loadingFils" label="Loading premium" hint="AED, 0 for none" />
                <TextAreaField contractForm={contractForm} name="loadingReason" label={EDIT_LABELS.loadingReason} hint="Required with a loading premium" />
                <TextAreaField contractForm={contractForm} name="reason" label={EDIT_LABELS.reason} required />
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose} disabled={contractForm.saving}>Cancel</Button>
                <Button appearance="primary" type="submit" disabled={contractForm.saving} icon={contractForm.saving ? <Spinner size="tiny" /> : undefined}>
                  Save premium
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        title={`Change the premium of quote ${quote.ref}?`}
        body={`The quote is priced again on these premiums and the loading; ${quote.customerName}'s total changes with them.`}
        confirmLabel="Change premium"
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </>
  );
}

/**
 * The quote the customer takes: its payable details, the premium edit while it is unpaid, the
 * insurer's tax invoice and credit note (which the manual payments wait for), and its payment and
 * policy through the health payment calls.
 */
export function HealthQuotePanel({ quote, members, frozen, contact }: {
  quote: HealthQuoteRecord; members: readonly HealthMember[]; frozen: boolean;
  /** The proposal's customer, prefilled when the payment link is shared. */
  contact: ShareContact;
}) {
  const styles = useStyles();
  const canEdit = useCan('healthQuote.update');
  const [editing, setEditing] = useState(false);
  const labels = memberLabels(members);
  const locked = quote.paymentStatus === 'paid' || quote.isBought;
  const insurerDocuments = useGetInsurerDocumentsQuery(quote._id);
  // Until the list is read the server's refusal is the guard; the buttons are not held back for it.
  const manualBlockedWhy = insurerDocuments.currentData?.missingMessage ?? null;
  return (
    <section className={styles.root} aria-label={`Taken quote ${quote.ref}`}>
      <Subtitle1 as="h2">{`Payable details – ${quote.companyName} ${quote.planName} (${quote.ref})`}</Subtitle1>
      <HealthPayableDetails quote={quote} labels={labels} />
      {canEdit ? (
        <div>
          <Button icon={<EditRegular />} disabled={locked || frozen} onClick={() => setEditing(true)}>
            Edit premium
          </Button>
          {locked ? <Caption1>{' Paid: the premium can no longer change.'}</Caption1> : null}
        </div>
      ) : null}
      <EditPremiumDialog quote={quote} labels={labels} open={editing} onClose={() => setEditing(false)} />
      <InsurerDocuments quoteId={quote._id} result={insurerDocuments} canEdit={canEdit && !locked && !frozen} />
      <PaymentActions quote={quote} proposalFrozen={frozen} api={healthPayments} manualBlockedWhy={manualBlockedWhy} shareContact={contact} />
    </section>
  );
}
