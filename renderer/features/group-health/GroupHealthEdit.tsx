import { Body1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { groupHealthContract } from '../../../shared/contract/group-health/group-health.contract.js';
import type { GroupHealthDetail } from '../../../shared/contract/group-health/group-health.schema.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { formatAed } from '../../../shared/domain/format.js';
import { LoadError } from '../../components/LoadError.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { SelectField, textOptions } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { useGetProposalAgentsQuery } from '../proposals/public.js';
import { GROUP_HEALTH_PATH } from './groupHealthDisplay.js';
import { useEditGroupHealthMutation, useGetGroupHealthQuery } from './groupHealthApi.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL } });

const labels = { policyStartDate: 'Policy start date', emirate: 'Emirate', agentId: 'Agent', chosenQuoteId: 'Taken quote' } as const;
const EMIRATE_OPTIONS = textOptions(EMIRATES);

/** The form once the proposal is read: a new start date prices the census again (ages move). */
function EditForm({ proposal }: { proposal: GroupHealthDetail }) {
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
  return (
    <FormScreen
      title={`Edit group health proposal ${proposal.proposalId}`} recordName={`group health proposal ${proposal.proposalId}`}
      contractForm={contractForm} cancelTo={detailPath}
    >
      <Body1>{proposal.companyName}, {proposal.membersCount} members</Body1>
      <div className={grid.grid}>
        <TextField contractForm={contractForm} name="policyStartDate" label={labels.policyStartDate} type="date" required hint="A new day prices the census again" />
        <SelectField contractForm={contractForm} name="emirate" label={labels.emirate} options={EMIRATE_OPTIONS} required />
        <SelectField contractForm={contractForm} name="agentId" label={labels.agentId} emptyLabel="No agent" options={(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.fullName }))} />
        <SelectField
          contractForm={contractForm} name="chosenQuoteId" label={labels.chosenQuoteId} emptyLabel="None taken yet"
          options={proposal.quotes.map((quote) => ({ value: quote._id, label: `${quote.companyName} – ${quote.planName}, ${formatAed(quote.totalFils)}` }))}
        />
      </div>
    </FormScreen>
  );
}

/** `/group-health/[proposalId]/edit`: the start date, emirate, agent and the quote the company took. */
export default function GroupHealthEdit() {
  const styles = useStyles();
  const { proposalId = '' } = useParams();
  const result = useGetGroupHealthQuery(proposalId);
  if (result.data) return <EditForm proposal={result.data} />;
  return (
    <section className={styles.root}>
      <Title2 as="h1">Edit group health proposal</Title2>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : <Spinner label="Loading the proposal…" />}
    </section>
  );
}
