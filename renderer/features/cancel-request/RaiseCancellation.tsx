import {
  Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, SearchBox, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CANCELLATION_REASONS, CancellationRaiseSchema } from '../../../shared/contract/cancel-request/cancel-request.schema.js';
import { refundQuote } from '../../../shared/domain/cancellationRefund.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { LoadError } from '../../components/LoadError.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { CheckPaper } from './CheckPaper.js';
import { useFindCancellablePoliciesQuery, type CancellablePolicyRecord } from './cancelRequestApi.js';
import { useCancellationUpload } from './useCancellationUpload.js';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '320px', overflowY: 'auto' },
  result: { justifyContent: 'flex-start', textAlign: 'start' },
});

const RaiseFormSchema = CancellationRaiseSchema.omit({ policyId: true });
const PAPER_KINDS = ['pdf', 'png', 'jpeg'] as const;
const MIN_SEARCH = 2;

/** The first day a cancellation can take effect: today, or the start of a cover that has not begun. */
function firstCancelDay(policy: CancellablePolicyRecord): string {
  const today = todayInDubai();
  const start = policy.startDate?.slice(0, 10);
  return start && start > today ? start : today;
}

/** What the short-period scale returns on that day, with the pro rata figure beside it. */
function refundPreview(policy: CancellablePolicyRecord): string | null {
  const day = firstCancelDay(policy);
  if (!policy.startDate || !policy.expiryDate || day > policy.expiryDate.slice(0, 10)) return null;
  const quote = refundQuote({
    startDate: policy.startDate.slice(0, 10), endDate: policy.expiryDate.slice(0, 10), cancelDate: day,
    premiumFils: policy.netPremiumFils, policyFeesFils: policy.policyFeesFils, atFaultClaim: false,
  });
  return `Cancelled from ${formatDate(day)}: ${formatAed(quote.shortPeriod.totalFils)} back by the short-period scale (${quote.band.label}, ${quote.band.refundPercent} %); pro rata would be ${formatAed(quote.proRata.totalFils)}.`;
}

/** Step one: find the Active motor policy by its number, the customer's name or mobile. */
function PolicyPicker({ open, onPick, onClose }: { open: boolean; onPick: (policy: CancellablePolicyRecord) => void; onClose: () => void }) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const result = useFindCancellablePoliciesQuery(term, { skip: !open || term.length < MIN_SEARCH });
  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Raise a cancellation request</DialogTitle>
          <DialogContent>
            <SearchBox
              aria-label="Find the policy"
              placeholder="Policy number, customer name, mobile or e-mail"
              value={search}
              onChange={(_, data) => setSearch(data.value)}
            />
            <div className={styles.results} role="list" aria-label="Active policies">
              {term.length < MIN_SEARCH ? <Caption1>Type at least {MIN_SEARCH} characters to find an Active motor policy.</Caption1> : null}
              {result.isFetching ? <Spinner size="tiny" label="Searching…" /> : null}
              {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
              {result.data && result.data.length === 0 && !result.isFetching ? <Caption1>No Active motor policy matches.</Caption1> : null}
              {(result.data ?? []).map((policy) => (
                <Button
                  key={policy._id}
                  role="listitem"
                  className={styles.result}
                  appearance="subtle"
                  disabled={policy.openRequestId !== null}
                  onClick={() => onPick(policy)}
                >
                  {`${policy.ref} · ${policy.customer.fullName} · ${policy.companyName} · to ${formatDate(policy.expiryDate)}`}
                  {policy.openRequestId ? ' · request already raised' : ''}
                </Button>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Raising a request: the policy (found here, or given by the policy's page), the reason, the day
 * the cancellation takes effect, the refund IBAN (left empty, it is read from the IBAN letter),
 * an at-fault claim, a note and the customer's paper. Opens the new request.
 */
export function RaiseCancellation({ open, onClose, policy: given }: { open: boolean; onClose: () => void; policy?: CancellablePolicyRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const upload = useCancellationUpload();
  const [picked, setPicked] = useState<CancellablePolicyRecord | null>(null);
  const paper = usePickedDocument(PAPER_KINDS, "The customer's paper");
  const policy = given ?? picked;
  const close = () => {
    setPicked(null);
    paper.clear();
    onClose();
  };

  return (
    <>
      <PolicyPicker open={open && !policy} onPick={setPicked} onClose={close} />
      <FieldsDialog
        open={open && Boolean(policy)}
        title={policy ? `Cancel policy ${policy.ref}` : 'Cancel policy'}
        description={policy ? (
          <Body1>
            {`${policy.customer.fullName}, ${policy.companyName}, ${formatDate(policy.startDate)} to ${formatDate(policy.expiryDate)}. `}
            {refundPreview(policy)}
          </Body1>
        ) : undefined}
        schema={RaiseFormSchema}
        fields={[
          { name: 'reason', label: 'Reason', kind: 'select', required: true, options: [['', 'Choose…'], ...CANCELLATION_REASONS.map((reason) => [reason, reason] as const)] },
          { name: 'cancelDate', label: 'Cancel from', kind: 'date', required: true },
          { name: 'iban', label: 'Refund IBAN', kind: 'text', hint: "Leave empty to read it from the customer's IBAN letter" },
          { name: 'atFaultClaim', label: 'At-fault claim on the policy', kind: 'select', options: [['false', 'No'], ['true', 'Yes: nothing is refunded']] },
          { name: 'note', label: 'Note', kind: 'textarea' },
        ]}
        defaultValues={{ reason: '' as never, cancelDate: policy ? firstCancelDay(policy) : todayInDubai(), iban: '', atFaultClaim: 'false', note: '' }}
        checkExtra={paper.check}
        save={async (values) => {
          if (!policy || !paper.file) return { status: 400, message: "The customer's paper is required" };
          const outcome = await upload('cancelRequest.raise', paper.file, {
            fields: {
              policyId: policy._id, reason: values.reason, cancelDate: values.cancelDate, iban: values.iban ?? '',
              atFaultClaim: String(values.atFaultClaim), note: values.note,
            },
          });
          if ('error' in outcome) return outcome.error;
          notify.success(`Cancellation request ${outcome.data.ref} raised`, outcome.data.iban ? `Refund IBAN ${outcome.data.iban}` : undefined);
          void navigate(`/cancel-request/${encodeURIComponent(outcome.data._id)}`);
          return null;
        }}
        onSaved={close}
        onClose={close}
        confirmLabel="Raise request"
      >
        <PickedFileField picked={paper} label="Customer's paper (request, IBAN letter, transfer or export certificate)" required />
        {policy ? <CheckPaper policyId={policy._id} /> : null}
      </FieldsDialog>
    </>
  );
}
