import { Caption1Strong, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { matchRoute } from '../../shared/access/matchRoute.js';
import type { NavigationItem } from '../../shared/contract/menus/menus.schema.js';
import { useDelayedFlag } from '../components/useDelayedFlag.js';
import { useGetNavigationQuery } from '../features/menus/menusApi.js';
import { useAppSelector } from './hooks.js';
import { groupNavigation } from './navigation.js';
import { navIcon } from './navIcons.js';
import { selectSessionUser } from './session/sessionSlice.js';
import { LoadError } from '../components/LoadError.js';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  sublist: { paddingInlineStart: tokens.spacingHorizontalL },
  group: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
  navItem: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
  navItemCurrent: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    // The current item is marked by a bar and weight, not by colour alone.
    boxShadow: `inset 3px 0 0 ${tokens.colorCompoundBrandStroke}`,
  },
  state: { padding: tokens.spacingVerticalS },
});

function NavItem({ item }: { item: Pick<NavigationItem, 'name' | 'url' | 'icon'> }) {
  const styles = useStyles();
  const Icon = navIcon(item.icon);
  return (
    <NavLink
      to={item.url}
      end={item.url === '/'}
      className={({ isActive }) => mergeClasses(styles.navItem, isActive && styles.navItemCurrent)}
    >
      <Icon aria-hidden fontSize={20} />
      {item.name}
    </NavLink>
  );
}

/**
 * The side navigation: exactly the entries `menus.navigation` gives the signed-in user, grouped
 * by parent and ordered by display order; asked again for each user (the user's id is the
 * cache key) and after any menu change. A parent whose URL is no screen (`/sales`) is a group
 * title, not a link.
 */
export function SideNav() {
  const styles = useStyles();
  const user = useAppSelector(selectSessionUser);
  const result = useGetNavigationQuery(user?._id ?? '', { skip: !user });
  const waiting = useDelayedFlag(result.isLoading, 300);

  let body;
  if (result.data) {
    body = (
      <ul className={styles.list}>
        {groupNavigation(result.data).map((node) => {
          const GroupIcon = navIcon(node.icon);
          return (
            <li key={node.name}>
              {node.url && (node.children.length === 0 || matchRoute(node.url)) ? (
                <NavItem item={{ name: node.name, url: node.url, icon: node.icon }} />
              ) : (
                <Caption1Strong as="span" className={styles.group}>
                  <GroupIcon aria-hidden fontSize={20} />
                  {node.name}
                </Caption1Strong>
              )}
              {node.children.length > 0 ? (
                <ul className={mergeClasses(styles.list, styles.sublist)} aria-label={node.name}>
                  {node.children.map((child) => (
                    <li key={`${child.name}${child.url}`}>
                      <NavItem item={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  } else if (result.isError) {
    body = <LoadError error={result.error} onRetry={result.refetch} className={styles.state} />;
  } else if (waiting) {
    body = <Spinner className={styles.state} size="tiny" label="Loading navigation…" />;
  }

  return (
    <nav className={styles.nav} aria-label="Main">
      {body}
    </nav>
  );
}
