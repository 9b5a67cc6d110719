import type { HealthComparedQuote, HealthComparison } from '../contract/health-proposals/health-compare.schema.js';
import { formatAed } from './format.js';

/** A row of the plans' figures: its label and one cell per compared quote. */
export interface CompareFigure {
  label: string;
  cells: string[];
  /** The grand total: what the cheapest mark is about. */
  total?: boolean;
}

const FIGURES: ReadonlyArray<[string, (quote: HealthComparedQuote) => string]> = [
  ['Insurer', (quote) => quote.companyName],
  ['TPA', (quote) => quote.tpaName],
  ['Network', (quote) => quote.networkName],
  ['Plan', (quote) => quote.planName],
  ['Co-pay', (quote) => `${quote.coPay} %`],
  ['Premium', (quote) => formatAed(quote.premiumFils)],
  ['Grand total', (quote) => formatAed(quote.totalFils)],
];

/**
 * The figures above the benefits of a health plans' comparison, as the compare page, its PDF and
 * its Excel all show them (FIELDS.md "Compare"): insurer, TPA, network, plan, co-pay, premium and
 * grand total, one cell per quote.
 *
 * @example compareFigures(comparison)[6] // { label: 'Grand total', cells: ['AED 4,100.00', 'AED 5,250.00'], total: true }
 */
export function compareFigures(comparison: Pick<HealthComparison, 'quotes'>): CompareFigure[] {
  return FIGURES.map(([label, cell]) => ({ label, cells: comparison.quotes.map(cell), ...(label === 'Grand total' && { total: true }) }));
}

/** The column heading of a compared quote: the insurer and plan, marked when it is the cheapest. */
export function compareHeading(comparison: Pick<HealthComparison, 'cheapestQuoteId'>, quote: HealthComparedQuote): string {
  return `${quote.companyName} - ${quote.planName}${quote._id === comparison.cheapestQuoteId ? ' (cheapest)' : ''}`;
}
