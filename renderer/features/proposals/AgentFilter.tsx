import { Field, Select } from '@fluentui/react-components';
import { useGetProposalAgentsQuery } from './proposalsApi.js';

/**
 * The "filter by agent" select of the sales lists, for Admin and supervisors (FIELDS.md "Agents"):
 * '' is all agents; an agent id from the URL that is not listed stays selectable.
 *
 * @example {canPickAgent ? <AgentFilter value={agentId ?? ''} onChange={(id) => filters.set('agent', id)} /> : null}
 */
export function AgentFilter({ label = 'Agent', value, onChange }: { label?: string; value: string; onChange: (agentId: string) => void }) {
  const agents = useGetProposalAgentsQuery();
  return (
    <Field label={label} validationMessage={agents.isError ? 'Agents could not be loaded' : undefined}>
      <Select value={value} onChange={(_, data) => onChange(data.value)} disabled={!agents.data}>
        <option value="">All agents</option>
        {value && !agents.data?.some((agent) => agent._id === value) ? <option value={value}>{value}</option> : null}
        {(agents.data ?? []).map((agent) => (
          <option key={agent._id} value={agent._id}>
            {agent.fullName}
          </option>
        ))}
      </Select>
    </Field>
  );
}
