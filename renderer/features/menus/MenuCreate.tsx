import { useNavigate } from 'react-router-dom';
import type { HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useContractForm } from '../../components/form/useContractForm.js';
import { MenuInputs, menuLabels, menuSchema } from './MenuInputs.js';
import { useCreateMenuMutation } from './menusApi.js';

/** `/createmenu`: a new navigation entry. */
export default function MenuCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createMenu] = useCreateMenuMutation();
  const contractForm = useContractForm({
    schema: menuSchema,
    labels: menuLabels,
    defaultValues: { name: '', url: '', code: '', parentMenuId: '', icon: '', displayOrder: '0' },
    save: async (values) => {
      const result = await createMenu(values);
      return 'error' in result && result.error
        ? { ok: false as const, error: result.error as HostCallError }
        : { ok: true as const, data: result.data };
    },
    onSaved: (saved, values) => {
      notify.success(`Menu ${saved?.name ?? values.name} saved`);
      void navigate('/menumanagement');
    },
  });
  return (
    <FormScreen title="New menu" recordName="The menu" contractForm={contractForm} cancelTo="/menumanagement">
      <MenuInputs contractForm={contractForm} />
    </FormScreen>
  );
}
