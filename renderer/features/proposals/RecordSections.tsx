import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody,
  MessageBarTitle, Spinner, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { CodeRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { AppLink } from '../../components/AppLink.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { LoadError } from '../../components/LoadError.js';
import { show } from '../../components/display.js';
import {
  useGetInsurerErrorsQuery, useGetPolicySummaryQuery, useLazyGetInsurerPayloadsQuery, useRecordProposalVisitQuery, type InsurerErrors,
} from './proposalsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  json: {
    margin: 0, padding: tokens.spacingHorizontalM, maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200,
  },
});

/** The proposal's policy (`proposals.policySummary`), with the insurer's error while it is pending. */
export function PolicySummarySection({ proposalId }: { proposalId: string }) {
  const styles = useStyles();
  const result = useGetPolicySummaryQuery(proposalId);
  const policy = result.currentData;
  return (
    <section className={styles.root} aria-labelledby="policy-summary-heading">
      <Subtitle1 as="h2" id="policy-summary-heading">
        Policy summary
      </Subtitle1>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {result.isLoading ? <Spinner size="small" label="Loading…" /> : null}
      {policy === null ? <Body1>No policy yet: it is issued once a quote is bought and paid.</Body1> : null}
      {policy ? (
        <>
          {policy.status === 'Pending' && policy.issueError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>The insurer has not issued the policy</MessageBarTitle>
                {policy.issueError}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <FieldList
            title="Policy"
            items={[
              { label: 'Policy Number', value: policy.ref },
              { label: 'Company', value: policy.companyName },
              { label: 'Company Policy Number', value: policy.companyPolicyNumber },
              { label: 'Status', value: policy.status },
              { label: 'Start date', value: formatDate(policy.startDate) },
              { label: 'End date', value: formatDate(policy.expiryDate) },
              { label: 'Premium', value: formatAed(policy.premiumFils) },
            ]}
          />
          <AppLink to={`/policies/${encodeURIComponent(policy._id)}`}>View Policy</AppLink>
        </>
      ) : null}
    </section>
  );
}

function PayloadDialog({ proposalId, kind, onClose }: { proposalId: string; kind: 'quote' | 'policy'; onClose: () => void }) {
  const styles = useStyles();
  const [load, result] = useLazyGetInsurerPayloadsQuery();
  useEffect(() => {
    void load({ id: proposalId, kind });
  }, [load, proposalId, kind]);
  const title = kind === 'quote' ? 'Quote Payload' : 'Policy Payload';
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {result.isError ? <LoadError error={result.error} onRetry={() => void load({ id: proposalId, kind })} /> : null}
            {result.isFetching ? <Spinner size="small" label="Loading…" /> : null}
            {result.data && result.data.length === 0 ? <Body1>No calls to the insurers recorded.</Body1> : null}
            {result.data && result.data.length > 0 ? (
              <pre className={styles.json} aria-label={`${title} JSON`}>
                {JSON.stringify(result.data, null, 2)}
              </pre>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The insurers' quote and policy errors in one table (its Type column tells them apart), newest first. */
function CallTable({ rows }: { rows: InsurerErrors['companyErrors'] }) {
  if (rows.length === 0) return <Body1>No errors from the insurers.</Body1>;
  return (
    <Table size="small" aria-label="Insurer errors">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Company Name</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Error</TableHeaderCell>
          <TableHeaderCell>When</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row._id}>
            <TableCell>{row.companyName}</TableCell>
            <TableCell>{row.kind === 'quote' ? 'Quote' : 'Policy'}</TableCell>
            <TableCell>{show(row.errorMessage)}</TableCell>
            <TableCell>{formatDateTime(row.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Live policy errors: the insurers' quote and policy errors, and their payloads as JSON. */
export function InsurerErrorsSection({ proposalId, paid }: { proposalId: string; paid: boolean }) {
  const styles = useStyles();
  const result = useGetInsurerErrorsQuery(proposalId);
  const [payload, setPayload] = useState<'quote' | 'policy'>();
  const data = result.currentData;
  return (
    <section className={styles.root} aria-labelledby="insurer-errors-heading">
      <Subtitle1 as="h2" id="insurer-errors-heading">
        Live policy errors
      </Subtitle1>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {data ? (
        <CallTable rows={[...data.companyErrors, ...data.companyPolicyErrors].sort((a, b) => b.createdAt.localeCompare(a.createdAt))} />
      ) : null}
      <div className={styles.row}>
        <Button icon={<CodeRegular />} onClick={() => setPayload('quote')}>
          Quote Payload
        </Button>
        {paid ? (
          <Button icon={<CodeRegular />} onClick={() => setPayload('policy')}>
            Policy Payload
          </Button>
        ) : null}
      </div>
      {payload ? <PayloadDialog proposalId={proposalId} kind={payload} onClose={() => setPayload(undefined)} /> : null}
    </section>
  );
}

/** Proposal History: the visit is recorded each time the page opens, and the history comes back. */
export function HistorySection({ proposalId }: { proposalId: string }) {
  const result = useRecordProposalVisitQuery(proposalId, { refetchOnMountOrArgChange: true });
  return (
    <HistoryTable title="Proposal History" entries={result.currentData}>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
    </HistoryTable>
  );
}
