import {
  Caption1,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const Mark = ({ yes, label }: { yes: boolean; label: string }) =>
  yes ? <CheckmarkRegular aria-label={`${label}: included`} /> : <DismissRegular aria-label={`${label}: not included`} />;

/** A quote's coverages, included benefits and add-ons with their prices (FIELDS.md "Coverages" tab). */
export function QuoteCoverages({ quote }: { quote: Quote }) {
  const styles = useStyles();
  return (
    <div className={styles.column}>
      <section className={styles.section}>
        <Subtitle1 as="h2">Coverage</Subtitle1>
        {quote.coverages.length === 0 ? (
          <Caption1>No coverages listed.</Caption1>
        ) : (
          <Table size="small" aria-label="Coverage">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Coverage</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {quote.coverages.map((coverage) => (
                <TableRow key={coverage.code}>
                  <TableCell>{coverage.label}</TableCell>
                  <TableCell>{show(coverage.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Benefits</Subtitle1>
        {quote.includedBenefits.length === 0 ? (
          <Caption1>No benefits included.</Caption1>
        ) : (
          <Table size="small" aria-label="Benefits">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Benefit</TableHeaderCell>
                <TableHeaderCell>Included</TableHeaderCell>
                <TableHeaderCell>Limit</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {quote.includedBenefits.map((benefit) => (
                <TableRow key={benefit.code}>
                  <TableCell>{benefit.label}</TableCell>
                  <TableCell>
                    <Mark yes label={benefit.label} /> Included
                  </TableCell>
                  <TableCell>{show(benefit.limit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Add-ons</Subtitle1>
        {quote.addons.length === 0 ? (
          <Caption1>No add-ons offered.</Caption1>
        ) : (
          <Table size="small" aria-label="Add-ons">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Add-on</TableHeaderCell>
                <TableHeaderCell className={styles.money}>Price</TableHeaderCell>
                <TableHeaderCell>Taken</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {quote.addons.map((addon) => (
                <TableRow key={addon.code}>
                  <TableCell>{addon.label}</TableCell>
                  <TableCell className={styles.money}>{formatAed(addon.priceFils)}</TableCell>
                  <TableCell>
                    <Mark yes={addon.selected} label={addon.label} /> {addon.isMandatory ? 'Yes (mandatory)' : addon.selected ? 'Yes' : 'No'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}

