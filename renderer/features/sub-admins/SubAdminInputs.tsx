import { Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { subAdminsContract } from '../../../shared/contract/sub-admins/sub-admins.contract.js';
import { NumberField } from '../../components/form/NumberField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { PermissionGrid } from './PermissionGrid.js';
import type { PermissionGridValue } from './permissionModules.js';
import { useGetSupervisorsQuery } from './subAdminsApi.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';

export const createSchema = subAdminsContract.create.body;
export const updateSchema = subAdminsContract.update.body;
/** The fields create and edit share; create adds the password, edit the disabled switch. */
export type SubAdminForm = ContractForm<typeof updateSchema>;

export const subAdminLabels = {
  fullName: 'Agent Name',
  email: 'Agent Email',
  mobileNumber: 'Contact No',
  password: 'Password',
  teamLeaderId: 'Working under the team of',
  maxDiscount: 'Motor maximum discount (%)',
  autoCommission: 'Motor commission (% from net commission)',
  maxHealthDiscount: 'Health maximum discount (%)',
  healthCommission: 'Health commission (% from net commission)',
  maxTravelDiscount: 'Travel maximum discount (%)',
  travelCommission: 'Travel commission (% from net commission)',
  isAutoProposalAssignAllowed: 'Auto assign motor proposals',
  isHealthProposalAssignAllowed: 'Auto assign health proposals',
  isTravelProposalAssignAllowed: 'Auto assign travel proposals',
  isAutoAgentMatrixAllowed: 'Matrix quotes',
  isSupervisor: 'Supervisor',
  isSalesAgent: 'Sales agent',
  disabled: 'Account disabled',
  permissions: 'Permissions',
} as const;

const LINES = [
  { title: 'Motor', discount: 'maxDiscount', commission: 'autoCommission' },
  { title: 'Health', discount: 'maxHealthDiscount', commission: 'healthCommission' },
  { title: 'Travel', discount: 'maxTravelDiscount', commission: 'travelCommission' },
] as const;

const FLAGS = [
  'isAutoProposalAssignAllowed',
  'isHealthProposalAssignAllowed',
  'isTravelProposalAssignAllowed',
  'isAutoAgentMatrixAllowed',
  'isSupervisor',
  'isSalesAgent',
] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function Permissions({ contractForm }: { contractForm: SubAdminForm }) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name: 'permissions' });
  return (
    <PermissionGrid
      value={field.value as PermissionGridValue}
      onChange={(value) => field.onChange(value)}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A staff account's inputs (FIELDS.md "Sub-admins"): personal info, insurance info per line,
 * the flags and the permissions grid. `personalExtra` adds inputs to the personal info
 * (the password on create).
 */
export function SubAdminInputs({
  contractForm,
  accountId,
  personalExtra,
}: {
  contractForm: SubAdminForm;
  accountId?: string;
  personalExtra?: ReactNode;
}) {
  const styles = useStyles();
  const formGrid = useFormGridStyles();
  const supervisors = useGetSupervisorsQuery();
  const options = (supervisors.data ?? [])
    .filter((supervisor) => supervisor._id !== accountId)
    .map((supervisor) => ({ value: supervisor._id, label: `${supervisor.fullName} (${supervisor.email})` }));

  return (
    <>
      <section className={styles.section}>
        <Subtitle1 as="h2">Personal info</Subtitle1>
        <div className={formGrid.grid}>
          <TextField
            contractForm={contractForm}
            name="fullName"
            label={subAdminLabels.fullName}
            required
            autoComplete="off"
            dirAuto
          />
          <TextField
            contractForm={contractForm}
            name="email"
            label={subAdminLabels.email}
            required
            type="email"
            autoComplete="off"
          />
          <TextField
            contractForm={contractForm}
            name="mobileNumber"
            label={subAdminLabels.mobileNumber}
            type="tel"
            inputMode="tel"
            hint="e.g. 050 123 4567"
          />
          {personalExtra}
          <SelectField
            contractForm={contractForm}
            name="teamLeaderId"
            label={subAdminLabels.teamLeaderId}
            options={options}
            emptyLabel="No team"
            hint={supervisors.isError ? 'The supervisors could not be loaded' : undefined}
          />
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Insurance info</Subtitle1>
        {LINES.map((line) => (
          <div key={line.title} className={styles.section}>
            <Subtitle2 as="h3">{line.title}</Subtitle2>
            <div className={formGrid.grid}>
              <NumberField
                contractForm={contractForm}
                name={line.discount}
                label={subAdminLabels[line.discount]}
                min={0}
                max={100}
                step={0.5}
              />
              <NumberField
                contractForm={contractForm}
                name={line.commission}
                label={subAdminLabels[line.commission]}
                min={0}
                max={100}
                step={0.5}
              />
            </div>
          </div>
        ))}
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Settings</Subtitle1>
        <div className={formGrid.grid}>
          {FLAGS.map((flag) => (
            <SwitchField key={flag} contractForm={contractForm} name={flag} label={subAdminLabels[flag]} />
          ))}
        </div>
      </section>
      <Permissions contractForm={contractForm} />
    </>
  );
}
