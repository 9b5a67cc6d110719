import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDef } from '../../../shared/kit/fields.js';
import { corporateCustomersRoutes } from '../../../shared/contract/corporate-customers/corporate-customers.access.js';
import { LINES, corporateCustomersResource, type LineStatus } from '../../../shared/contract/corporate-customers/corporate-customers.schema.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { SelectField } from '../../components/form/SelectField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi, type ReferenceChoices } from '../../kit/resourceUi.js';
import { corporateCustomersHooks, useGetCorporateAgentsQuery } from './corporateCustomersApi.js';
import { RowStatusSelect } from './RowStatusSelect.js';
import { CorporateFiles } from './CorporateFiles.js';
import { TradeLicenceRead } from './TradeLicenceRead.js';

const paths = screenPaths(corporateCustomersRoutes);

/** The staff accounts an agent-sourced customer names. */
const agentChoices: ReferenceChoices = {
  useOptions: () => {
    const result = useGetCorporateAgentsQuery();
    return { options: (result.data ?? []).map((agent) => ({ value: agent._id, label: agent.fullName })), failed: result.isError };
  },
  emptyLabel: 'No agent',
};

/** The agent select, shown only for business the agents brought (FIELDS.md "Agents"). */
function AgentInput({ contractForm, name, field }: { contractForm: ContractForm<z.ZodObject>; name: string; field: FieldDef }) {
  const source = useWatch({ control: contractForm.form.control, name: 'source' }) as unknown;
  const { options, failed } = agentChoices.useOptions(undefined);
  if (source !== 'Agents') return null;
  return (
    <SelectField
      contractForm={contractForm} name={name} label={field.label} options={options} emptyLabel={agentChoices.emptyLabel}
      hint={failed ? 'The agents could not be loaded' : undefined}
    />
  );
}

/** The status cell of each line's rows: a select for staff who may edit the customer. */
function StatusCell({ customerId, line, index, value }: { customerId: string; line: (typeof LINES)[number]; index: number; value: LineStatus }) {
  const canEdit = useRouteCan(paths.edit ?? '').view;
  return <RowStatusSelect customerId={customerId} line={line.rows} label={line.label} index={index} value={value} canEdit={canEdit} />;
}

export const corporateCustomersUi = defineResourceUi({
  resource: corporateCustomersResource,
  hooks: corporateCustomersHooks,
  title: 'Corporate customers',
  paths,
  nameOf: (customer) => customer.fullName,
  searchPlaceholder: 'Search company or trade licence number',
  emptyBody: 'Companies the broker serves, with their contact persons and the car fleet, health and general lines they buy.',
  removeBody: 'It leaves the corporate customer list.',
  listCreatedAt: true,
  references: { agentId: agentChoices },
  createTool: TradeLicenceRead,
  sections: [CorporateFiles],
  inputs: { agentId: (props) => <AgentInput {...props} /> },
  entryCells: (customer) => Object.fromEntries(LINES.map((line) => [line.rows, {
    status: (entry: Record<string, unknown>, index: number) => <StatusCell customerId={customer._id} line={line} index={index} value={entry.status as LineStatus} />,
  }])),
});

export const List = () => <ResourceList ui={corporateCustomersUi} />;
export const Create = () => <ResourceCreate ui={corporateCustomersUi} />;
export const Show = () => <ResourceShow ui={corporateCustomersUi} />;
export const Edit = () => <ResourceEdit ui={corporateCustomersUi} />;
