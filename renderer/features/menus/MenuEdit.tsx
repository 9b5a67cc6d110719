import { useNavigate, useParams } from 'react-router-dom';
import type { HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useContractForm } from '../../components/form/useContractForm.js';
import { MenuInputs, menuLabels, menuSchema } from './MenuInputs.js';
import { useGetMenuQuery, useUpdateMenuMutation, type MenuRecord } from './menusApi.js';

function MenuEditForm({ menu }: { menu: MenuRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateMenu] = useUpdateMenuMutation();
  const contractForm = useContractForm({
    schema: menuSchema,
    labels: menuLabels,
    defaultValues: {
      name: menu.name,
      url: menu.url,
      code: menu.code,
      parentMenuId: menu.parentMenuId ?? '',
      icon: menu.icon ?? '',
      displayOrder: String(menu.displayOrder),
    },
    save: async (values) => {
      const result = await updateMenu({ id: menu._id, body: values });
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
    <FormScreen title={`Edit ${menu.name}`} recordName={menu.name} contractForm={contractForm} cancelTo="/menumanagement">
      <MenuInputs contractForm={contractForm} menuId={menu._id} />
    </FormScreen>
  );
}

/** `/edit/[menuId]`: a navigation entry's fields. */
export default function MenuEdit() {
  const { menuId = '' } = useParams();
  const result = useGetMenuQuery(menuId);
  if (!result.data) {
    return (
      <DetailScreen query={result} loaded={false} title="Edit menu" back={{ to: '/menumanagement', label: 'Back to menus' }} />
    );
  }
  return <MenuEditForm key={result.data._id} menu={result.data} />;
}
