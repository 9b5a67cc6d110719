import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { RouteDef } from '../../shared/contract/routes.js';
import { AppLink } from '../components/AppLink.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import { useDocumentTitle } from './useDocumentTitle.js';

export const NOT_BUILT_TEXT = 'This screen is not available yet.';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

/**
 * An honest marker for a route of the table whose screen is not built yet: its title and a
 * sentence saying so, behind the same guard as a built page. Later issues replace it; a unit
 * test counts these routes so the number can only go down.
 */
export function NotBuiltYet({ route }: { route: RouteDef }) {
  const styles = useStyles();
  useDocumentTitle(route.title);
  return (
    <section className={styles.root}>
      <Title2 as="h1">{route.title}</Title2>
      <Body1>{NOT_BUILT_TEXT}</Body1>
      <AppLink to="/">{MESSAGES.backToDashboard}</AppLink>
    </section>
  );
}
