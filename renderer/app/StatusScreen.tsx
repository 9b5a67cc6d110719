import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../components/AppLink.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import { useSignOut } from './session/useSignOut.js';
import { useDocumentTitle } from './useDocumentTitle.js';
import { useRouteCan } from './useRouteCan.js';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Spec 000 §2: an unknown route. */
export function NotFound() {
  const styles = useStyles();
  useDocumentTitle('Not found');
  return (
    <div className={styles.root}>
      <Title2 as="h1">{MESSAGES.notFound}</Title2>
      <AppLink to="/">{MESSAGES.backToDashboard}</AppLink>
    </div>
  );
}

/** Shown instead of the way back when the dashboard would refuse the user too. */
export const NO_SCREENS_TEXT = 'No screen of BrokerDesk is open to your account yet. Ask a supervisor for access, or sign in with another account.';

/**
 * Spec 000 §2: a screen the user's permissions refuse, from the route check or from the server
 * refusing the screen's data; a second line names the missing permission as the server words it
 * (UX.md §1). Nothing here can be retried. When the dashboard is refused too, the way out is
 * signing out, not another 403.
 *
 * @example <Forbidden missing='You do not have the "View" permission for Policies.' />
 */
export function Forbidden({ missing }: { missing?: string | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const dashboardOpen = useRouteCan('/').view;
  useDocumentTitle('Not allowed');
  return (
    <div className={styles.root}>
      <Title2 as="h1">{MESSAGES.forbidden}</Title2>
      {missing ? <Body1 className={styles.hint}>{missing}</Body1> : null}
      {dashboardOpen ? (
        <Button appearance="primary" onClick={() => void navigate('/')}>
          {MESSAGES.backToDashboard}
        </Button>
      ) : (
        <>
          <Body1>{NO_SCREENS_TEXT}</Body1>
          <Button appearance="primary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </>
      )}
    </div>
  );
}
