import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../shared/contract/constants.js';
import { useDelayedFlag } from '../components/useDelayedFlag.js';
import { useGetPublicSettingsQuery } from './systemApi.js';
import { useDocumentTitle } from './useDocumentTitle.js';

/** How often the server's maintenance flag is asked again. */
export const MAINTENANCE_POLL_MS = 60_000;
/** A first answer slower than this no longer holds the app back (the poll still applies later). */
const FIRST_CHECK_WAIT_MS = 3000;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '100vh',
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  icon: { color: tokens.colorNeutralForeground3 },
});

/** Spec 000 §2: the screen every page becomes while the maintenance flag is 1. */
export function MaintenanceScreen() {
  const styles = useStyles();
  useDocumentTitle('Maintenance');
  return (
    <main className={styles.root}>
      <WrenchRegular className={styles.icon} fontSize={48} aria-hidden />
      <Title2 as="h1">{MESSAGES.maintenance}</Title2>
    </main>
  );
}

/** The client's own switch: `VITE_BROKERDESK_MAINTENANCE=1` at build time. */
export function clientMaintenance(): boolean {
  return import.meta.env.VITE_BROKERDESK_MAINTENANCE === '1';
}

/**
 * Shows the Maintenance screen instead of everything below it (sign-in included) when the
 * client's configuration or the server's public settings say 1; the server flag is asked at
 * start and every minute. Nothing renders while the first answer is on its way (up to 3 s);
 * a failed answer does not block the app.
 *
 * @example <MaintenanceGate><Outlet /></MaintenanceGate>
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const client = clientMaintenance();
  const settings = useGetPublicSettingsQuery(undefined, { skip: client, pollingInterval: MAINTENANCE_POLL_MS });
  const waitedEnough = useDelayedFlag(settings.isLoading, FIRST_CHECK_WAIT_MS);
  if (client || settings.data?.data.maintenance === 1) return <MaintenanceScreen />;
  if (settings.isLoading && !waitedEnough) return null;
  return <>{children}</>;
}
