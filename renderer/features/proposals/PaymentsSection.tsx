import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { PaymentList } from '../payments/public.js';
import type { ProposalRecord } from './proposalsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowX: 'auto' },
});

/**
 * Transaction (FIELDS.md proposal detail, section 9): every payment of the proposal, of whichever
 * quote, newest first after the one that paid it. A payment captured after another had paid the
 * proposal shows here as Refunded, with the amount and when it went back.
 */
export function PaymentsSection({ proposal }: { proposal: ProposalRecord }) {
  const styles = useStyles();
  const payments = proposal.payment ? [proposal.payment, ...proposal.additionalPayments] : proposal.additionalPayments;
  return (
    <section className={styles.root} aria-labelledby="proposal-payments-heading">
      <Subtitle1 as="h2" id="proposal-payments-heading">
        Transactions
      </Subtitle1>
      <PaymentList payments={payments} label={`Payments of proposal ${proposal.ref}`} />
    </section>
  );
}
