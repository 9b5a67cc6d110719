import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { HomeRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { hasPermission } from '../../shared/access/hasPermission.js';
import { api } from './api.js';
import { areas } from './areas.js';
import { useAppDispatch, useAppSelector } from './hooks.js';
import { selectSessionUser, signedOut } from './session/sessionSlice.js';
import { PRODUCT_TITLE } from './useDocumentTitle.js';
import { useHost } from './useHost.js';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateRows: 'auto 1fr', gridTemplateColumns: '220px 1fr', height: '100vh' },
  titleBar: {
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '44px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  product: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
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
  content: { overflow: 'auto', minWidth: 0 },
});

/** The signed-in frame: title bar with the user menu, the side navigation and the page. */
export default function Shell() {
  const styles = useStyles();
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const host = useHost();
  const navigate = useNavigate();
  const reachable = areas.filter((area) => hasPermission(user, `${area.module}.read`));

  const signOut = async () => {
    await host.signOut();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate('/auth/login', { replace: true });
  };

  const itemClass = ({ isActive }: { isActive: boolean }) => mergeClasses(styles.navItem, isActive && styles.navItemCurrent);

  return (
    <div className={styles.root}>
      <header className={styles.titleBar}>
        <Text as="span" className={styles.product}>
          {PRODUCT_TITLE}
        </Text>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<PersonCircleRegular />} aria-label={`Account: ${user?.fullName ?? ''}`}>
              {user?.fullName ?? '-'}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
                Sign out
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </header>
      <nav className={styles.nav} aria-label="Main">
        <NavLink to="/" end className={itemClass}>
          <HomeRegular aria-hidden fontSize={20} />
          Dashboard
        </NavLink>
        {reachable.map(({ name, title, icon: Icon }) => (
          <NavLink key={name} to={`/${name}`} className={itemClass}>
            <Icon aria-hidden fontSize={20} />
            {title}
          </NavLink>
        ))}
      </nav>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
