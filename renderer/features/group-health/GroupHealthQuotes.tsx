import { Badge, Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { GroupHealthDetail, GroupHealthQuote } from '../../../shared/contract/group-health/group-health.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

const SCHEMES: Record<GroupHealthQuote['scheme'], string> = { standard: 'Standard', dubaiEssential: 'Dubai EBP', abuDhabiBasic: 'Abu Dhabi Basic' };

/**
 * A group proposal's quotes, cheapest first: one per insurer plan with its money and its totals by
 * category, the members it could not price with the reason, and the insurers that failed. Staff
 * who may edit mark the quote the company takes.
 */
export function GroupHealthQuotes({ proposal, canChoose, choosing, onChoose }: {
  proposal: GroupHealthDetail;
  canChoose: boolean;
  choosing: boolean;
  onChoose: (quoteId: string | null) => void;
}) {
  const styles = useStyles();
  const columns: ListColumn<GroupHealthQuote>[] = [
    {
      id: 'plan', header: 'Insurer and plan',
      render: (quote) => (
        <div className={styles.lines}>
          <span>{quote.companyName} – {quote.planName}</span>
          <Caption1>{quote.tpaName} · {quote.networkName} · co-pay {quote.coPay} % · {SCHEMES[quote.scheme]}</Caption1>
        </div>
      ),
    },
    { id: 'members', header: 'Members', numeric: true, render: (quote) => quote.membersCount },
    { id: 'premium', header: 'Premium', numeric: true, render: (quote) => formatAed(quote.premiumFils) },
    { id: 'fees', header: 'Basmah and ICP fees', numeric: true, render: (quote) => formatAed(quote.basmahFeeFils + quote.icpFeeFils) },
    { id: 'vat', header: 'VAT', numeric: true, render: (quote) => formatAed(quote.vatFils) },
    { id: 'total', header: 'Total', numeric: true, render: (quote) => formatAed(quote.totalFils) },
    {
      id: 'categories', header: 'By category',
      render: (quote) => (
        <div className={styles.lines}>
          {quote.categories.map((category) => (
            <Caption1 key={category.category}>Category {category.category}: {category.membersCount} members, {formatAed(category.totalFils)}</Caption1>
          ))}
        </div>
      ),
    },
    {
      id: 'refused', header: 'Not priced',
      render: (quote) => quote.refusedMembers.length === 0 ? '-' : (
        <div className={styles.lines}>
          {quote.refusedMembers.map((member) => <Caption1 key={member.memberId}>{member.fullName} ({member.category}): {member.reason}</Caption1>)}
        </div>
      ),
    },
    {
      id: 'chosen', header: 'Taken',
      render: (quote) => quote._id === proposal.chosenQuoteId
        ? <Badge appearance="filled" color="success">Taken</Badge>
        : canChoose ? <Button size="small" disabled={choosing} onClick={() => onChoose(quote._id)}>Take this quote</Button> : '-',
    },
  ];
  return (
    <div className={styles.root}>
      {proposal.companyErrors.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            Not quoted: {proposal.companyErrors.map((error) => `${error.companyName} (${error.message})`).join('; ')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <RecordTable
        title="Quotes by insurer"
        columns={columns}
        rows={proposal.quotes}
        getRowId={(quote) => quote._id}
        empty={proposal.members.length === 0 ? 'No members to price: upload a census.' : 'No insurer plan priced this census.'}
      />
    </div>
  );
}
