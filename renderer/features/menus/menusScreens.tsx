import { makeStyles, tokens } from '@fluentui/react-components';
import { menusRoutes } from '../../../shared/contract/menus/menus.access.js';
import { menusResource } from '../../../shared/contract/menus/menus.schema.js';
import { navIcon } from '../../app/navIcons.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { menusHooks } from './menusApi.js';

const useStyles = makeStyles({
  icon: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The icon a menu names, drawn beside its name (an unknown name gets the default icon). */
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

/** Any other menu may be the parent (the server refuses a loop through its descendants). */
function useParentChoices(menuId: string | undefined) {
  const parents = menusHooks.useList({ page: 1, size: 100, sortField: 'name', sortDirection: 'asc' });
  const options = (parents.data?.data ?? []).filter((menu) => menu._id !== menuId).map((menu) => ({ value: menu._id, label: menu.name }));
  return { options, failed: parents.isError };
}

export const menusUi = defineResourceUi({
  resource: menusResource,
  hooks: menusHooks,
  title: 'Menu management',
  paths: screenPaths(menusRoutes),
  nameOf: (menu) => menu.name,
  searchPlaceholder: 'Search menu',
  emptyBody: 'Menus name the entries of the navigation.',
  removeBody: 'It leaves the navigation of every user. The record is kept, marked as removed.',
  cells: { icon: (menu) => <MenuIcon name={menu.icon} /> },
  references: { parentMenuId: { useOptions: useParentChoices, emptyLabel: 'None (top level)' } },
});

/** `/menumanagement`, `/createmenu`, `/edit/[menuId]` (spec 000 §2). */
export const List = () => <ResourceList ui={menusUi} />;
export const Create = () => <ResourceCreate ui={menusUi} />;
export const Edit = () => <ResourceEdit ui={menusUi} />;
