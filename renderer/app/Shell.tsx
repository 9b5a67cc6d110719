import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { NotificationBell } from '../features/notifications/index.js';
import { ConnectionBanner } from './live/ConnectionBanner.js';
import { useLiveUpdates } from './live/useLiveUpdates.js';
import { SessionExpiryWarning } from './session/SessionExpiryWarning.js';
import { SideNav } from './SideNav.js';
import { PRODUCT_TITLE } from './useDocumentTitle.js';
import { UserMenu } from './UserMenu.js';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateRows: 'auto auto 1fr', gridTemplateColumns: '220px 1fr', height: '100vh' },
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
  titleActions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  content: { overflow: 'auto', minWidth: 0 },
});

/**
 * The signed-in frame: title bar with its actions, the window's connection banner, the side
 * navigation and the page; it holds the live link with the server and the session-end warning.
 */
export default function Shell() {
  const styles = useStyles();
  useLiveUpdates();
  return (
    <div className={styles.root}>
      <header className={styles.titleBar}>
        <Text as="span" className={styles.product}>
          {PRODUCT_TITLE}
        </Text>
        <div className={styles.titleActions}>
          <NotificationBell />
          <UserMenu />
        </div>
      </header>
      <ConnectionBanner />
      <SideNav />
      <main className={styles.content} id="main">
        <Outlet />
      </main>
      <SessionExpiryWarning />
    </div>
  );
}
