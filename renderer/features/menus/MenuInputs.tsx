import { menusContract } from '../../../shared/contract/menus/menus.contract.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { useGetMenusQuery } from './menusApi.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';

export const menuSchema = menusContract.create.body;
export type MenuForm = ContractForm<typeof menuSchema>;

export const menuLabels = {
  name: 'Name',
  url: 'URL',
  code: 'Code',
  parentMenuId: 'Parent menu',
  icon: 'Icon',
  displayOrder: 'Display order',
} as const;

/** The menu fields, shared by create and edit; the parent is picked from the other menus. */
export function MenuInputs({ contractForm, menuId }: { contractForm: MenuForm; menuId?: string }) {
  const formGrid = useFormGridStyles();
  const parents = useGetMenusQuery({ page: 1, size: 100, sortField: 'name', sortDirection: 'asc' });
  const options = (parents.data?.data ?? [])
    .filter((menu) => menu._id !== menuId)
    .map((menu) => ({ value: menu._id, label: menu.name }));
  return (
    <div className={formGrid.grid}>
      <TextField contractForm={contractForm} name="name" label={menuLabels.name} required />
      <TextField contractForm={contractForm} name="url" label={menuLabels.url} required hint="Starts with /, e.g. /customers" />
      <TextField contractForm={contractForm} name="code" label={menuLabels.code} required hint="Letters, digits, - and _" />
      <SelectField
        contractForm={contractForm}
        name="parentMenuId"
        label={menuLabels.parentMenuId}
        options={options}
        emptyLabel="None (top level)"
        hint={parents.isError ? 'The menus could not be loaded' : undefined}
      />
      <TextField contractForm={contractForm} name="icon" label={menuLabels.icon} hint="An icon name, e.g. people" />
      <TextField
        contractForm={contractForm}
        name="displayOrder"
        label={menuLabels.displayOrder}
        type="number"
        inputMode="numeric"
      />
    </div>
  );
}
