import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useFormGridStyles } from './formGrid.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A titled group of a form's fields in the form grid (a wizard's "Personal", "Insurance"…). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const formGrid = useFormGridStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <div className={formGrid.grid}>{children}</div>
    </section>
  );
}
