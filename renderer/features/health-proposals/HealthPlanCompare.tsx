import {
  Badge, Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody,
  Spinner, Title2, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  HealthCompareIdsSchema, HealthQuoteBenefitEditSchema, type HealthCompareBenefit, type HealthComparison,
} from '../../../shared/contract/health-proposals/health-compare.schema.js';
import { compareFigures } from '../../../shared/domain/healthCompare.js';
import { Forbidden } from '../../app/StatusScreen.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { AppLink } from '../../components/AppLink.js';
import { LoadError } from '../../components/LoadError.js';
import { errorStatus, errorText } from '../../components/errorText.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { useCompareTableStyles } from '../../components/compareTableStyles.js';
import { compareIds } from '../quotations/public.js';
import { CompareShareActions, shareContactOf } from '../sharing/public.js';
import { useEditHealthComparisonBenefitMutation, useGetHealthComparisonQuery } from './healthCompareApi.js';
import { useGetHealthProposalQuery } from './healthProposalsApi.js';
import { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';

const useStyles = makeStyles({
  value: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start', justifyContent: 'space-between' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The cell being edited: which quote's benefit, and what it shows now. */
interface Editing {
  quoteId: string;
  quoteRef: string;
  benefit: HealthCompareBenefit;
  value: string;
  planValue: string;
  edited: boolean;
}

/**
 * A benefit's value for this comparison only: the text the customer reads in place of the plan's
 * value, or the plan's value again. The server's refusal stays in the dialog.
 */
function EditBenefitDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [edit, { isLoading }] = useEditHealthComparisonBenefitMutation();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setValue(editing?.value ?? '');
    setProblem(null);
  }, [editing]);
  if (!editing) return null;

  const save = async (next: string | null) => {
    const parsed = HealthQuoteBenefitEditSchema.shape.value.safeParse(next);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the value');
      return;
    }
    const outcome = await edit({ quoteId: editing.quoteId, benefitId: editing.benefit._id, value: parsed.data || null });
    const error = callError(outcome);
    if (error) {
      setProblem(Object.values(error.fieldErrors ?? {})[0] ?? error.message);
      return;
    }
    if ('data' in outcome && outcome.data) notify.success(outcome.data.message);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => (!data.open && !isLoading ? onClose() : undefined)}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => { event.preventDefault(); void save(value); }}>
          <DialogBody>
            <DialogTitle>{`${editing.benefit.name} – ${editing.quoteRef}`}</DialogTitle>
            <DialogContent className={styles.fields}>
              <Caption1>{`For this comparison only; the plan's value stays "${editing.planValue}".`}</Caption1>
              {problem ? <MessageBar intent="error"><MessageBarBody>{problem}</MessageBarBody></MessageBar> : null}
              <Field label="Value" required hint="At most 200 characters">
                <Input value={value} onChange={(_, data) => setValue(data.value)} maxLength={200} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={isLoading}>Cancel</Button>
              {editing.edited ? (
                <Button appearance="secondary" onClick={() => void save(null)} disabled={isLoading}>Use the plan&apos;s value</Button>
              ) : null}
              <Button appearance="primary" type="submit" disabled={isLoading || !value.trim()} icon={isLoading ? <Spinner size="tiny" /> : undefined}>Save value</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** One column per quote: the figures, then every benefit by its group; the cheapest grand total's column highlighted. */
function CompareTable({ comparison }: { comparison: HealthComparison }) {
  const styles = { ...useCompareTableStyles(), ...useStyles() };
  const canEdit = useCan('healthQuote.update');
  const [editing, setEditing] = useState<Editing | null>(null);
  const { quotes, cheapestQuoteId } = comparison;
  const cheapest = (quoteId: string) => quoteId === cheapestQuoteId;
  const groups = [...new Set(comparison.benefits.map((benefit) => benefit.group))];
  const cell = (quoteId: string, content: ReactNode, money = false) => (
    <td key={quoteId} className={mergeClasses(styles.cell, money && styles.money, cheapest(quoteId) && styles.cheapest)}>{content}</td>
  );
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Compared health plans">
        <thead>
          <tr>
            <th className={mergeClasses(styles.cell, styles.rowHead)} scope="col">Quote</th>
            {quotes.map((quote) => (
              <th key={quote._id} scope="col" className={mergeClasses(styles.cell, cheapest(quote._id) && styles.cheapest)}>
                <div className={styles.head}>
                  <span>{quote.ref}</span>
                  {cheapest(quote._id) ? <Badge color="success" appearance="filled">Cheapest</Badge> : null}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compareFigures(comparison).map((figure) => (
            <tr key={figure.label}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>{figure.label}</th>
              {figure.cells.map((text, index) => cell(quotes[index]!._id, text, figure.label === 'Premium' || Boolean(figure.total)))}
            </tr>
          ))}
        </tbody>
        {groups.map((group) => (
          <tbody key={group}>
            <tr>
              <th scope="colgroup" colSpan={quotes.length + 1} className={mergeClasses(styles.cell, styles.group)}>{group}</th>
            </tr>
            {comparison.benefits.filter((benefit) => benefit.group === group).map((benefit) => (
              <tr key={benefit._id}>
                <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>{benefit.name}</th>
                {benefit.cells.map((value, index) => {
                  const quote = quotes[index]!;
                  return cell(value.quoteId, (
                    <div className={styles.value}>
                      <span>
                        {value.value}
                        {value.edited ? <Caption1>{' (edited)'}</Caption1> : null}
                      </span>
                      {canEdit ? (
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<EditRegular />}
                          aria-label={`Edit ${benefit.name} of ${quote.ref}`}
                          onClick={() => setEditing({ ...value, quoteRef: quote.ref, benefit })}
                        />
                      ) : null}
                    </div>
                  ));
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <EditBenefitDialog editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** The proposal's customer, to prefill the share dialog. */
function useCustomerContact(proposalId: string) {
  const customer = useGetHealthProposalQuery(proposalId, { skip: !proposalId }).data?.customer;
  return customer ? shareContactOf(customer) : undefined;
}

/**
 * `/health-insurance/compare-plans?refId=<proposal>&ids=a,b`: two to four of a health proposal's
 * quotes side by side with every benefit (FIELDS.md "Compare"), a benefit's value editable for
 * this comparison, the PDF and Excel downloads and sharing by e-mail or SMS.
 */
export default function HealthPlanCompare() {
  const styles = useCompareTableStyles();
  const [params] = useSearchParams();
  const proposalId = params.get('refId')?.trim() ?? '';
  const ids = compareIds(params.get('ids'));
  const parsed = HealthCompareIdsSchema.safeParse({ ids });
  const result = useGetHealthComparisonQuery({ proposalId, ids }, { skip: !parsed.success || !proposalId });
  const contact = useCustomerContact(proposalId);
  const waiting = useDelayedFlag(result.isLoading, 300);
  const refused = result.isError && errorStatus(result.error) === 403;
  useDocumentTitle(refused ? 'Not allowed' : 'Compare health plans');
  if (refused) return <Forbidden missing={errorText(result.error)} />;

  const back = <AppLink to={proposalId ? `${HEALTH_PROPOSALS_PATH}/${proposalId}` : HEALTH_PROPOSALS_PATH}>Back to the proposal</AppLink>;
  let body: ReactNode;
  if (!proposalId || !parsed.success) {
    const why = !proposalId ? 'No proposal is named' : parsed.error?.issues[0]?.message ?? 'These quotes cannot be compared';
    body = (
      <>
        <Body1>{`${why}: choose two to four quotes in a health proposal's Quotations and Generate a comparison.`}</Body1>
        {back}
      </>
    );
  } else if (result.isError) {
    body = errorStatus(result.error) === 404 ? (
      <>
        <Body1>{errorText(result.error)}</Body1>
        {back}
      </>
    ) : <LoadError error={result.error} onRetry={result.refetch} />;
  } else if (!result.data) {
    body = waiting ? <Spinner size="small" label="Loading plans…" /> : null;
  } else {
    const comparison = result.data;
    body = (
      <>
        <Body1>{`Proposal ${comparison.proposalRef} for ${comparison.customerName}: ${comparison.quotes.length} plans.`}</Body1>
        <CompareShareActions quotes={comparison.quotes.map((quote) => ({ _id: quote._id, proposalId: comparison.proposalId }))} line="health" {...(contact && { contact })} />
        <CompareTable comparison={comparison} />
        {back}
      </>
    );
  }

  return (
    <section className={styles.root}>
      <Title2 as="h1">Compare health plans</Title2>
      {body}
    </section>
  );
}
