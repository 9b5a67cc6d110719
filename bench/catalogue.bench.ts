import { benchEvoucherCodes } from './catalogue/evouchers.js';
import { benchPaymentLinks } from './catalogue/paymentLinks.js';
import { benchVouchers } from './catalogue/vouchers.js';

/**
 * The catalogue and marketing lists at their largest (issue 14), on SQLite or, given
 * `databaseUrl`, PostgreSQL: e-voucher codes (1,000,000) with their import of 100,000, vouchers
 * (100,000) and payment links (100,000), one after the other, each on a database of its own.
 */
export async function benchCatalogue(databaseUrl?: string) {
  const parts = [
    { area: 'e-voucher codes', result: await benchEvoucherCodes(databaseUrl) },
    { area: 'vouchers', result: await benchVouchers(databaseUrl) },
    { area: 'payment links', result: await benchPaymentLinks(databaseUrl) },
  ];
  return {
    name: `Catalogue lists on ${databaseUrl ? 'PostgreSQL' : 'SQLite'} (e-voucher codes at 1,000,000, vouchers and payment links at 100,000; 16 connections, autocannon against npm run server)`,
    target: 'p95 under 20 ms for each list and search; importing 100,000 e-voucher codes under 10 s growing the server by under 200 MB',
    pass: parts.every(({ result }) => result.pass),
    rows: parts.flatMap(({ area, result }) => result.rows.map((row) => ({ area, ...row }))),
    notes: parts.map(({ result }) => result.notes).join('\n\n'),
  };
}
