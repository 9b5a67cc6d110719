import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { CopyLink } from '../../components/CopyLink.js';
import { ShareButton, type ShareContact, type ShareLine } from '../sharing/public.js';
import type { StartedPayment } from './paymentsApi.js';

const useStyles = makeStyles({
  link: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export type LinkKind = 'card' | 'bnpl';

const linkLabel: Record<LinkKind, string> = { card: 'Card payment link', bnpl: 'Buy now, pay later link' };

/**
 * A payment link just created, to copy or share with the customer (the app opens nothing external)
 * through the line's sharing calls, prefilled with `contact` when given (else the motor proposal's customer).
 */
export function PaymentLinkPanel({
  quote,
  started,
  line,
  contact,
}: {
  quote: Quote;
  started: { kind: LinkKind; payment: StartedPayment };
  line: ShareLine;
  contact?: ShareContact | undefined;
}) {
  const styles = useStyles();
  return (
    <div className={styles.link}>
      <Subtitle2 as="h3">{linkLabel[started.kind]}</Subtitle2>
      <Caption1>Send this link to the customer; the quote is marked paid when the provider confirms the payment.</Caption1>
      <CopyLink url={started.payment.paymentUrl} label="Copy payment link" />
      <div className={styles.buttons}>
        <ShareButton
          size="small"
          title={`Share the payment link of quote ${quote.ref}`}
          subject={{ kind: 'paymentLink', proposalId: quote.proposalId, quoteId: quote._id, paymentLink: started.payment.paymentUrl, line }}
          line={line}
          {...(contact && { contact })}
        >
          Share
        </ShareButton>
      </div>
    </div>
  );
}
