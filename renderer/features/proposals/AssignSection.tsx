import { Button, Field, Select, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { saveResult } from '../../components/form/useContractForm.js';
import { useNotify } from '../../app/notify.js';
import type { useGetProposalAgentsQuery } from './proposalsApi.js';

type Assigned = { _id: string; ref: string; assignedTo: { fullName: string; _id: string } | null };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** A line's agents and assign calls (motor's, health's…): same bodies and answers. */
export interface AssignApi {
  useAgents: typeof useGetProposalAgentsQuery;
  useAssign: () => readonly [
    (args: { id: string; agentId: string }) => PromiseLike<{ data?: Assigned; error?: unknown }>,
    { isLoading: boolean },
  ];
}

/**
 * Proposal assign to agent (supervisors and Admin only; the caller checks), through the line's calls.
 *
 * @example <AssignSection proposal={proposal} frozen={false} api={{ useAgents: useGetProposalAgentsQuery, useAssign: useAssignProposalMutation }} />
 */
export function AssignSection({ proposal, frozen, api }: { proposal: Assigned; frozen: boolean; api: AssignApi }) {
  const styles = useStyles();
  const notify = useNotify();
  const agents = api.useAgents();
  const [assign, assigning] = api.useAssign();
  const [agentId, setAgentId] = useState(proposal.assignedTo?._id ?? '');
  const [error, setError] = useState<string>();

  const save = async () => {
    if (!agentId) return setError('Choose an agent');
    setError(undefined);
    const outcome = await assign({ id: proposal._id, agentId });
    const result = saveResult(outcome);
    if (!result.ok) return setError(result.error.message);
    notify.success(`Proposal ${proposal.ref} assigned to ${result.data.assignedTo?.fullName ?? 'the agent'}`);
  };

  return (
    <section className={styles.root} aria-labelledby="assign-heading">
      <Subtitle1 as="h2" id="assign-heading">
        Proposal assign to agent
      </Subtitle1>
      <div className={styles.row}>
        <Field label="Agents" validationMessage={error}>
          <Select value={agentId} disabled={frozen} onChange={(_, data) => setAgentId(data.value)}>
            <option value="">{agents.isLoading ? 'Loading…' : 'Choose an agent'}</option>
            {(agents.data ?? []).map((agent) => (
              <option key={agent._id} value={agent._id}>
                {agent.fullName}
              </option>
            ))}
          </Select>
        </Field>
        <Button disabled={frozen || assigning.isLoading} icon={assigning.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>
          Assign
        </Button>
      </div>
    </section>
  );
}
