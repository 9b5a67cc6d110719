import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldDef } from '../../shared/kit/fields.js';
import { CopyLink } from '../components/CopyLink.js';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/**
 * A repeated group on the record page: one entry per line, named by its first item field; an
 * entry whose other item is a web address (a location's map link) shows it with Copy, as every
 * link staff pass on, since the app opens nothing outside itself.
 */
export function GroupEntries({ field, entries }: { field: FieldDef; entries: ReadonlyArray<Record<string, string>> }) {
  const styles = useStyles();
  const [nameKey, ...others] = Object.keys(field.item ?? {});
  if (entries.length === 0) return <span>-</span>;
  return (
    <ul aria-label={field.label} className={styles.list}>
      {entries.map((entry, index) => {
        const url = others.map((key) => entry[key]).find((value) => typeof value === 'string' && value.startsWith('https://'));
        const name = entry[nameKey ?? ''] ?? '';
        return (
          <li key={index} className={styles.entry}>
            <Body1>{name}</Body1>
            {url ? <CopyLink url={url} label={`Copy the link of ${name}`} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
