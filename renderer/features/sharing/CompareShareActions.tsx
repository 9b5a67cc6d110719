import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, DocumentTableRegular } from '@fluentui/react-icons';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { ShareButton } from './ShareButton.js';
import type { ShareContact } from './ShareDialog.js';
import { SHARE_PERMISSION, type ShareLine } from './sharingApi.js';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The one proposal the compared quotes belong to, or `null` when they come from several. */
export function compareProposalId(quotes: readonly Pick<Quote, 'proposalId'>[]): string | null {
  const ids = new Set(quotes.map((quote) => quote.proposalId));
  return ids.size === 1 ? [...ids][0]! : null;
}

/** Each line's comparison downloads: motor's PDF, health's PDF and Excel workbook. */
const DOWNLOADS = {
  motor: { pdf: 'sharing.comparePdf', excel: null },
  health: { pdf: 'healthCompare.comparePdf', excel: 'healthCompare.compareExcel' },
} as const;

export interface CompareShareActionsProps {
  quotes: readonly Pick<Quote, '_id' | 'proposalId'>[];
  /** The line the quotes are of (motor unless said): its download and share calls, and the right they need. */
  line?: ShareLine;
  /** The customer to prefill the share dialog with, for a proposal that is not motor's. */
  contact?: ShareContact;
}

/**
 * The compare page's PDF actions (FIELDS.md "Compare": "Share PDF"; health: "PDF and Excel
 * download, share by SMS or e-mail"): download the comparison, or send it to the customer by
 * e-mail or SMS. Both go under the quotes' proposal, so quotes of different proposals cannot be
 * sent together, and need two quotes at least.
 *
 * @example <CompareShareActions quotes={result.data} />
 */
export function CompareShareActions({ quotes, line = 'motor', contact }: CompareShareActionsProps) {
  const styles = useStyles();
  const canRead = useCan(SHARE_PERMISSION[line]);
  const { download, downloading } = useDownload();
  const proposalId = compareProposalId(quotes);
  if (!canRead || quotes.length === 0) return null;
  const ids = quotes.map((quote) => quote._id);
  const why = !proposalId
    ? 'These quotes belong to different proposals: compare quotes of one proposal to send them.'
    : quotes.length < 2
      ? 'A comparison needs at least two quotes.'
      : undefined;
  const { pdf, excel } = DOWNLOADS[line];
  const fetchFile = (key: typeof pdf | NonNullable<typeof excel>) => proposalId && !why && void download(key, { params: { id: proposalId }, body: { ids } });
  return (
    <div className={styles.row}>
      <Button icon={<DocumentPdfRegular />} disabled={Boolean(why) || downloading} title={why} onClick={() => fetchFile(pdf)}>
        Download PDF
      </Button>
      {excel ? (
        <Button icon={<DocumentTableRegular />} disabled={Boolean(why) || downloading} title={why} onClick={() => fetchFile(excel)}>
          Download Excel
        </Button>
      ) : null}
      <ShareButton
        subject={proposalId && !why ? { kind: 'compare', proposalId, quoteIds: ids, ...(line === 'health' && { line }) } : null}
        title={`Share the comparison of ${quotes.length} ${line === 'health' ? 'plans' : 'quotes'}`}
        disabledReason={why}
        line={line}
        {...(contact && { contact })}
      >
        Share PDF
      </ShareButton>
      {why ? <Caption1>{why}</Caption1> : null}
    </div>
  );
}
