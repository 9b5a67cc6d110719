import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The one layout of a form's fields: as many columns of at least 240 px as the window holds.
 * Fields start at the top of their row (a neighbour's hint or message does not push a field's
 * input down), and a field never grows past its column: a select with long options shortens its
 * text instead of running under the next field and hiding its own arrow.
 *
 * @example const styles = useFormGridStyles(); <div className={styles.grid}>…fields…</div>
 */
export const useFormGridStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    '& .fui-Select, & .fui-Input, & .fui-Combobox, & .fui-SpinButton': { width: '100%', minWidth: 0 },
    '& select': { minWidth: 0, textOverflow: 'ellipsis' },
  },
});
