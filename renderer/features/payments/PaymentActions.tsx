import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, BuildingBankRegular, CheckmarkCircleRegular, LinkRegular, PaymentRegular, ReceiptRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { api as appApi } from '../../app/api.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { selectSessionUser } from '../../app/session/sessionSlice.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { errorText } from '../../components/errorText.js';
import { IssueOutcome } from './IssueOutcome.js';
import { ManualPaymentDialogs } from './ManualPaymentDialogs.js';
import type { ShareContact } from '../sharing/public.js';
import { PaymentLinkPanel, type LinkKind } from './PaymentLinkPanel.js';
import { PaymentList } from './PaymentList.js';
import { usePickedDocument } from './PickedFileField.js';
import type { IssuedPolicy, PaymentsApi, StartedPayment } from './paymentsApi.js';
import { feeCheckText } from './processingFee.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const PROOF_KINDS = ['pdf', 'png', 'jpeg'] as const;

type Step = null | { confirm: LinkKind | 'bank' } | 'feeNotice' | 'direct' | 'bank' | 'purchase';

/**
 * How a quote is paid and its policy issued (FIELDS.md "Action buttons", "Payment flows"):
 * - paid: "Complete" issues the policy, showing its number or the insurer's refusal with "Try again";
 * - unpaid: a card or buy-now-pay-later link to copy or share with the customer (the app opens
 *   nothing external), and, except for sales agents, "Paid to the company" and "Pay by bank transfer";
 * - always: the quote's payments and "Check payment status".
 * Every change waits for the server; its refusal is shown as it words it. The calls and rights are
 * the line's (`api`), like the proposal blocks every line shares.
 *
 * `shareContact` prefills the payment link's share dialog for a proposal that is not motor's.
 *
 * `manualBlockedWhy` is the line's reason "Paid to the company" and "Pay by bank transfer" wait
 * (health's insurer documents), shown under the buttons while they are disabled.
 *
 * @example <PaymentActions quote={quote} proposalFrozen={proposal.isFrozen} api={motorPayments} />
 */
export function PaymentActions({ quote, proposalFrozen = false, api, manualBlockedWhy = null, shareContact }: {
  quote: Quote; proposalFrozen?: boolean; api: PaymentsApi; manualBlockedWhy?: string | null; shareContact?: ShareContact | undefined;
}) {
  const styles = useStyles();
  const headingId = useId();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const isSalesAgent = Boolean(user?.moduleAccessId?.isSalesAgent);
  const canPay = useCan(api.permissions.pay);
  const canIssue = useCan(api.permissions.issue);

  const status = api.useStatus(quote._id);
  const [startCard, card] = api.useCardPayment();
  const [startBnpl, bnpl] = api.useBnplPayment();
  const [purchase, purchasing] = api.usePurchase();

  const [step, setStep] = useState<Step>(null);
  const [started, setStarted] = useState<{ kind: LinkKind; payment: StartedPayment } | null>(null);
  const [issue, setIssue] = useState<{ policy: IssuedPolicy } | { error: HostCallError } | null>(null);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const proof = usePickedDocument(PROOF_KINDS, 'Proof of payment');

  const paymentStatus = status.data?.paymentStatus ?? quote.paymentStatus;
  // The status check also answers the policy the payment made; shown once the insurer has issued it.
  const issuedPolicy = status.data?.policy && status.data.policy.status !== 'Pending' ? status.data.policy : null;
  const paid = paymentStatus === 'paid';
  const open = paymentStatus === 'unpaid' || paymentStatus === 'pending';
  // A policy the insurer has not issued yet (refused, unreachable) is not bought: "Complete" asks again.
  const bought = quote.isBought && quote.policyId !== null && status.data?.policy?.status !== 'Pending';
  const fee = quote.adminFeeFils;
  const linkBusy = card.isLoading || bnpl.isLoading;
  const disabledWhy = proposalFrozen ? 'Every action is disabled: the proposal was lost as a fake or duplicate inquiry.' : null;
  const close = () => setStep(null);

  const startLink = async (kind: LinkKind) => {
    setStep(null);
    const result = kind === 'card' ? await startCard({ id: quote._id }) : await startBnpl({ id: quote._id });
    if ('error' in result) return notify.error(errorText(result.error));
    setStarted({ kind, payment: result.data });
  };

  const issuePolicy = async () => {
    setStep(null);
    const result = await purchase(quote._id);
    if ('error' in result) {
      setIssue({ error: callError(result)! });
      return;
    }
    setIssue({ policy: result.data });
  };

  const checkStatus = async () => {
    const result = await status.refetch();
    if (result.isError) return notify.error(errorText(result.error));
    // The check settles the whole proposal's payments (superseded orders, refunds), which its page lists.
    dispatch(appApi.util.invalidateTags(api.checkedTags));
    setCheckedAt(new Date());
    // The provider or the insurer moved on since the page was loaded: the proposal and its quotes catch up.
    const answer = result.data;
    if (answer && (answer.paymentStatus !== quote.paymentStatus || (answer.policy?._id ?? null) !== quote.policyId)) {
      dispatch(appApi.util.invalidateTags(api.movedTags(quote)));
    }
  };


  const actions = (() => {
    if (bought && !issue) {
      return (
        <MessageBar intent="success">
          <MessageBarBody>
            This quote has been made into a policy.{' '}
            <AppLink to={api.policyPath(quote.policyId ?? '')}>View Policy</AppLink>
          </MessageBarBody>
        </MessageBar>
      );
    }
    if (paid) {
      if (!canIssue) return <Caption1>Paid. Issuing the policy needs the permission to create policies.</Caption1>;
      const done = issue && 'policy' in issue && !issue.policy.issueError && issue.policy.status !== 'Pending';
      return (
        <>
          {done ? null : (
            <div className={styles.buttons}>
              <Button
                appearance="primary"
                icon={purchasing.isLoading ? <Spinner size="tiny" /> : <CheckmarkCircleRegular />}
                disabled={Boolean(disabledWhy) || purchasing.isLoading}
                onClick={() => setStep('purchase')}
              >
                Complete
              </Button>
            </div>
          )}
          {issue ? <IssueOutcome outcome={issue} busy={purchasing.isLoading} onRetry={() => void issuePolicy()} policyPath={api.policyPath} /> : null}
        </>
      );
    }
    if (!open) return null;
    if (!canPay) return <Caption1>Not paid yet.</Caption1>;
    const disabled = Boolean(disabledWhy) || linkBusy;
    const manualDisabled = disabled || Boolean(manualBlockedWhy);
    return (
      <>
        <div className={styles.buttons}>
          <Button icon={card.isLoading ? <Spinner size="tiny" /> : <LinkRegular />} disabled={disabled} onClick={() => setStep({ confirm: 'card' })}>
            Pay by card link
          </Button>
          <Button icon={bnpl.isLoading ? <Spinner size="tiny" /> : <PaymentRegular />} disabled={disabled} onClick={() => setStep({ confirm: 'bnpl' })}>
            Buy now, pay later
          </Button>
          {isSalesAgent ? null : (
            <>
              <Button
                icon={<ReceiptRegular />}
                disabled={manualDisabled}
                onClick={() => {
                  if (fee !== 0) return setStep('feeNotice');
                  proof.clear();
                  setStep('direct');
                }}
              >
                Paid to the company
              </Button>
              <Button icon={<BuildingBankRegular />} disabled={manualDisabled} onClick={() => setStep({ confirm: 'bank' })}>
                Pay by bank transfer
              </Button>
            </>
          )}
        </div>
        {manualBlockedWhy && !isSalesAgent ? <Caption1>{manualBlockedWhy}</Caption1> : null}
      </>
    );
  })();

  const confirming = step && typeof step === 'object' ? step.confirm : null;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        Payment
      </Subtitle1>
      {disabledWhy ? (
        <MessageBar intent="warning">
          <MessageBarBody>{disabledWhy}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Body1>
        {`Total ${formatAed(quote.totalFils)} · Processing fees ${formatAed(fee)} · `}
        {paid ? 'Paid' : paymentStatus === 'refunded' ? 'Refunded' : paymentStatus === 'pending' ? 'Payment pending' : 'Not paid'}
      </Body1>
      {actions}
      {started && open ? <PaymentLinkPanel quote={quote} started={started} line={api.line} contact={shareContact} /> : null}

      <div className={styles.buttons}>
        <Subtitle2 as="h3">Payments</Subtitle2>
        <Button size="small" icon={status.isFetching ? <Spinner size="tiny" /> : <ArrowSyncRegular />} disabled={status.isFetching} onClick={() => void checkStatus()}>
          Check payment status
        </Button>
        {checkedAt ? <Caption1 aria-live="polite">{`Checked ${formatDateTime(checkedAt)}`}</Caption1> : null}
      </div>
      {issuedPolicy ? (
        <Body1>
          {`Policy ${issuedPolicy.ref} issued by ${issuedPolicy.companyName}${issuedPolicy.companyPolicyNumber ? ` (insurer's number ${issuedPolicy.companyPolicyNumber})` : ''}. `}
          <AppLink to={api.policyPath(issuedPolicy._id)}>View policy</AppLink>
        </Body1>
      ) : null}
      {status.isError && !status.data ? (
        <LoadError error={status.error} onRetry={status.refetch} />
      ) : status.data ? (
        <PaymentList payments={status.data.payments} label={`Payments of quote ${quote.ref}`} />
      ) : status.isLoading ? (
        <Spinner size="tiny" label="Loading payments…" />
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        title="Check the processing fee"
        body={feeCheckText(fee)}
        confirmLabel={confirming === 'bank' ? 'Continue' : 'Create link'}
        onCancel={close}
        onConfirm={() => {
          if (confirming === 'bank') setStep('bank');
          else if (confirming) void startLink(confirming);
        }}
      />
      <ConfirmDialog
        open={step === 'purchase'}
        title={`Issue the ${quote.companyName} policy?`}
        body={`${quote.customerName} paid ${formatAed(quote.totalFils)} for quote ${quote.ref} (${quote.planName}). The policy is requested from ${quote.companyName} now.`}
        confirmLabel="Issue policy"
        onCancel={close}
        onConfirm={() => void issuePolicy()}
      />
      <ManualPaymentDialogs quote={quote} step={step === 'feeNotice' || step === 'direct' || step === 'bank' ? step : null} proof={proof} onClose={close} api={api} />
    </section>
  );
}
