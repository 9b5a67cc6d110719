import { Body1, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { show } from '../display.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  value: { margin: 0, overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3 },
});

export interface FieldItem {
  label: string;
  value: string | number | null | undefined;
  /** Arabic and other free text: let the browser pick the direction. */
  dirAuto?: boolean;
}

/** A section of label/value pairs under an h2; missing values show `-`. */
export function FieldList({ title, items, children }: { title: string; items: readonly FieldItem[]; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt>
              <Caption1 className={styles.label}>{item.label}</Caption1>
            </dt>
            <dd className={styles.value} dir={item.dirAuto ? 'auto' : undefined}>
              <Body1>{show(item.value)}</Body1>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
