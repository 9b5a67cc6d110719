import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The look of a side-by-side comparison page (motor quotations, health plans): a table with one
 * column per quote that scrolls sideways, its row labels held at the left, the cheapest column
 * highlighted and group rows shaded.
 */
export const useCompareTableStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  scroller: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', minWidth: '640px', width: '100%' },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'start',
    verticalAlign: 'top',
    minWidth: '180px',
  },
  rowHead: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, position: 'sticky', left: 0, backgroundColor: tokens.colorNeutralBackground1, minWidth: '160px' },
  money: { fontVariantNumeric: 'tabular-nums' },
  cheapest: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  group: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});
