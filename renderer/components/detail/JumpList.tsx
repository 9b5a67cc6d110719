import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
});

export interface JumpEntry {
  /** The id of the element the entry scrolls to. */
  id: string;
  label: string;
}

/**
 * A row of links to the sections of a long record page. They scroll instead of changing the
 * address: the app routes by the address's hash, which an in-page anchor would replace.
 *
 * @example <JumpList label="Sections of the proposal" entries={[{ id: 'proposal-quotations', label: 'Quotations' }]} />
 */
export function JumpList({ label, entries }: { label: string; entries: readonly JumpEntry[] }) {
  const styles = useStyles();
  const jump = (id: string) => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={label} className={styles.root}>
      <Caption1>Jump to</Caption1>
      {entries.map((entry) => (
        <Link key={entry.id} as="button" onClick={() => jump(entry.id)}>
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
