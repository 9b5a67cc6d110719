import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

const Mark = ({ yes, label }: { yes: boolean; label: string }) =>
  yes ? <CheckmarkRegular aria-label={`${label}: included`} /> : <DismissRegular aria-label={`${label}: not included`} />;

const COVERAGE_COLUMNS: ListColumn<Quote['coverages'][number]>[] = [
  { id: 'coverage', header: 'Coverage', render: (coverage) => coverage.label },
  { id: 'value', header: 'Value', render: (coverage) => show(coverage.value) },
];
const BENEFIT_COLUMNS: ListColumn<Quote['includedBenefits'][number]>[] = [
  { id: 'benefit', header: 'Benefit', render: (benefit) => benefit.label },
  {
    id: 'included',
    header: 'Included',
    render: (benefit) => (
      <>
        <Mark yes label={benefit.label} /> Included
      </>
    ),
  },
  { id: 'limit', header: 'Limit', render: (benefit) => show(benefit.limit) },
];
const ADDON_COLUMNS: ListColumn<Quote['addons'][number]>[] = [
  { id: 'addon', header: 'Add-on', render: (addon) => addon.label },
  { id: 'price', header: 'Price', numeric: true, render: (addon) => formatAed(addon.priceFils) },
  {
    id: 'taken',
    header: 'Taken',
    render: (addon) => (
      <>
        <Mark yes={addon.selected} label={addon.label} /> {addon.isMandatory ? 'Yes (mandatory)' : addon.selected ? 'Yes' : 'No'}
      </>
    ),
  },
];

/** A quote's coverages, included benefits and add-ons with their prices (FIELDS.md "Coverages" tab). */
export function QuoteCoverages({ quote }: { quote: Quote }) {
  const styles = useStyles();
  return (
    <div className={styles.column}>
      <RecordTable title="Coverage" columns={COVERAGE_COLUMNS} rows={quote.coverages} getRowId={(coverage) => coverage.code} empty="No coverages listed." />
      <RecordTable title="Benefits" columns={BENEFIT_COLUMNS} rows={quote.includedBenefits} getRowId={(benefit) => benefit.code} empty="No benefits included." />
      <RecordTable title="Add-ons" columns={ADDON_COLUMNS} rows={quote.addons} getRowId={(addon) => addon.code} empty="No add-ons offered." />
    </div>
  );
}
