import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { MENU_SORT_FIELDS } from '../../../shared/contract/menus/menus.schema.js';
import { navIcon } from '../../app/navIcons.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useListSort } from '../../components/list/useListSort.js';
import { useGetMenusQuery, useRemoveMenuMutation, type MenuRecord } from './menusApi.js';
import { rowActionsColumn } from '../../components/list/rowActions.js';

const useStyles = makeStyles({
  icon: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

function MenuIcon({ name }: { name: string | null }) {
  const styles = useStyles();
  if (!name) return <>-</>;
  const Icon = navIcon(name);
  return (
    <span className={styles.icon}>
      <Icon aria-hidden fontSize={16} />
      {name}
    </span>
  );
}

const editPath = (menu: MenuRecord) => `/edit/${encodeURIComponent(menu._id)}`;

/** `/menumanagement`: the menus, sorted on the server by the column headers (sort kept in the URL). */
export default function MenuList() {
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useListController({ defaultSize: PAGE_SIZES.menus });
  const sort = useListSort({ fields: MENU_SORT_FIELDS, defaultField: 'createdAt', defaultDirection: 'asc' });
  const result = useGetMenusQuery({
    page: list.page,
    size: list.size,
    search: list.search,
    sortField: sort.field,
    sortDirection: sort.direction,
  });
  const canCreate = useRouteCan('/createmenu').view;
  const access = useRouteCan('/menumanagement');
  const [removing, setRemoving] = useState<MenuRecord | null>(null);
  const [removeMenu, removal] = useRemoveMenuMutation();

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removeMenu(removing._id);
    if ('error' in outcome && outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Menu ${removing.name} removed`);
    setRemoving(null);
  };

  const columns: ListColumn<MenuRecord>[] = [
    { id: 'name', header: 'Name', sortField: 'name', render: (m) => show(m.name) },
    { id: 'url', header: 'URL', sortField: 'url', render: (m) => show(m.url) },
    { id: 'code', header: 'Code', sortField: 'code', render: (m) => show(m.code) },
    { id: 'parent', header: 'Parent', render: (m) => show(m.parentMenuName) },
    { id: 'icon', header: 'Icon', render: (m) => <MenuIcon name={m.icon} /> },
    {
      id: 'displayOrder',
      header: 'Display order',
      sortField: 'displayOrder',
      numeric: true,
      render: (m) => show(m.displayOrder),
    },
  ];
  columns.push(
    ...rowActionsColumn<MenuRecord>({
      edit: access.update ? { label: (m) => `Edit ${m.name}`, onClick: (m) => void navigate(editPath(m)) } : undefined,
      remove: access.delete ? { label: (m) => `Remove ${m.name}`, onClick: (m) => setRemoving(m) } : undefined,
    }),
  );

  return (
    <>
      <ListScreen
        title="Menu management"
        searchPlaceholder="Search menu"
        controller={list}
        result={result}
        columns={columns}
        sort={sort}
        getRowId={(menu) => menu._id}
        onOpen={access.update ? (menu) => void navigate(editPath(menu)) : undefined}
        empty={{
          title: 'No menus yet',
          body: 'Menus name the entries of the navigation.',
          action: canCreate ? <Button onClick={() => void navigate('/createmenu')}>Create the first menu</Button> : undefined,
        }}
        toolbar={
          canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/createmenu')}>
              New menu
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove menu ${removing?.name ?? ''}?`}
        body="It leaves the navigation of every user. The record is kept, marked as removed."
        confirmLabel="Remove"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
