import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { ShareButton } from './ShareButton.js';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The one proposal the compared quotes belong to, or `null` when they come from several. */
export function compareProposalId(quotes: readonly Pick<Quote, 'proposalId'>[]): string | null {
  const ids = new Set(quotes.map((quote) => quote.proposalId));
  return ids.size === 1 ? [...ids][0]! : null;
}

/**
 * The compare page's PDF actions (FIELDS.md "Compare": "Share PDF"): download the comparison as a
 * PDF, or send it to the customer by e-mail or SMS. Both go under the quotes' proposal, so quotes
 * of different proposals cannot be sent together, and need two quotes at least.
 *
 * @example <CompareShareActions quotes={result.data} />
 */
export function CompareShareActions({ quotes }: { quotes: readonly Quote[] }) {
  const styles = useStyles();
  const canRead = useCan('quote.read');
  const { download, downloading } = useDownload();
  const proposalId = compareProposalId(quotes);
  if (!canRead || quotes.length === 0) return null;
  const ids = quotes.map((quote) => quote._id);
  const why = !proposalId
    ? 'These quotes belong to different proposals: compare quotes of one proposal to send them.'
    : quotes.length < 2
      ? 'A comparison needs at least two quotes.'
      : undefined;
  return (
    <div className={styles.row}>
      <Button
        icon={<DocumentPdfRegular />}
        disabled={Boolean(why) || downloading}
        title={why}
        onClick={() => proposalId && !why && void download('sharing.comparePdf', { params: { id: proposalId }, body: { ids } })}
      >
        Download PDF
      </Button>
      <ShareButton
        subject={proposalId && !why ? { kind: 'compare', proposalId, quoteIds: ids } : null}
        title={`Share the comparison of ${quotes.length} quotes`}
        disabledReason={why}
      >
        Share PDF
      </ShareButton>
      {why ? <Caption1>{why}</Caption1> : null}
    </div>
  );
}
