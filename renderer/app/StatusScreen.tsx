import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../components/AppLink.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import { useDocumentTitle } from './useDocumentTitle.js';

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

/**
 * Spec 000 §2: a route the user's permissions refuse; a second line names what is missing (UX.md §1).
 *
 * @example <Forbidden missing="customer update" />
 */
export function Forbidden({ missing }: { missing?: string | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  useDocumentTitle('Not allowed');
  return (
    <div className={styles.root}>
      <Title2 as="h1">{MESSAGES.forbidden}</Title2>
      {missing ? <Body1 className={styles.hint}>Missing permission: {missing}</Body1> : null}
      <Button appearance="primary" onClick={() => void navigate('/')}>
        {MESSAGES.backToDashboard}
      </Button>
    </div>
  );
}
