import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { groupHealthContract } from '../../../shared/contract/group-health/group-health.contract.js';
import type { GroupHealthDetail } from '../../../shared/contract/group-health/group-health.schema.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { LoadError } from '../../components/LoadError.js';
import { ErrorSummary } from '../../components/form/ErrorSummary.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { useGetProposalAgentsQuery } from '../proposals/public.js';
import { GROUP_HEALTH_PATH } from './groupHealthDisplay.js';
import { useEditGroupHealthMutation, useGetGroupHealthQuery } from './groupHealthApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const labels = { policyStartDate: 'Policy start date', emirate: 'Emirate', agentId: 'Agent', chosenQuoteId: 'Taken quote' } as const;
const EMIRATE_OPTIONS = EMIRATES.map((emirate) => ({ value: emirate, label: emirate }));

/** The form once the proposal is read: a new start date prices the census again (ages move). */
function EditForm({ proposal }: { proposal: GroupHealthDetail }) {
  const styles = useStyles();
  const grid = useFormGridStyles();
  const navigate = useNavigate();
  const agents = useGetProposalAgentsQuery();
  const [edit] = useEditGroupHealthMutation();
  const detailPath = `${GROUP_HEALTH_PATH}/${encodeURIComponent(proposal._id)}`;
  const contractForm = useContractForm({
    schema: groupHealthContract.edit.body,
    labels,
    defaultValues: { policyStartDate: proposal.policyStartDate, emirate: proposal.emirate, agentId: proposal.agent?._id ?? null, chosenQuoteId: proposal.chosenQuoteId },
    save: async (values) => saveResult(await edit({ id: proposal._id, body: values })),
    onSaved: () => void navigate(detailPath),
  });
  const { submit, saving } = contractForm;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary contractForm={contractForm} title="The proposal was not saved" />
      <div className={grid.grid}>
        <TextField contractForm={contractForm} name="policyStartDate" label={labels.policyStartDate} type="date" required hint="A new day prices the census again" />
        <SelectField contractForm={contractForm} name="emirate" label={labels.emirate} options={EMIRATE_OPTIONS} required />
        <SelectField contractForm={contractForm} name="agentId" label={labels.agentId} emptyLabel="No agent" options={(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.fullName }))} />
        <SelectField
          contractForm={contractForm} name="chosenQuoteId" label={labels.chosenQuoteId} emptyLabel="None taken yet"
          options={proposal.quotes.map((quote) => ({ value: quote._id, label: `${quote.companyName} – ${quote.planName}, ${formatAed(quote.totalFils)}` }))}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} aria-busy={saving}>{saving ? 'Saving…' : 'Save'}</Button>
        <Button type="button" onClick={() => void navigate(detailPath)}>Cancel</Button>
      </div>
    </form>
  );
}

/** `/group-health/[proposalId]/edit`: the start date, emirate, agent and the quote the company took. */
export default function GroupHealthEdit() {
  const styles = useStyles();
  const { proposalId = '' } = useParams();
  const result = useGetGroupHealthQuery(proposalId);
  useDocumentTitle('Edit group health proposal');
  return (
    <section className={styles.root}>
      <Title2 as="h1">Edit group health proposal{result.data ? ` ${result.data.proposalId}` : ''}</Title2>
      {result.data ? <Body1>{result.data.companyName}, {result.data.membersCount} members</Body1> : null}
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {result.isLoading ? <Spinner label="Loading the proposal…" /> : null}
      {result.data ? <EditForm proposal={result.data} /> : null}
    </section>
  );
}
