import { z } from 'zod';
import { detailResultSchema } from '../common.schema.js';

/** The longest statement: five years, as the date ranges. */
export const STATEMENT_MAX_YEARS = 5;

const fiveYearsAfter = (start: string) => {
  const at = new Date(start);
  at.setUTCFullYear(at.getUTCFullYear() + STATEMENT_MAX_YEARS);
  return at.toISOString();
};

/** Which policies' money a statement sums: one line's, or every line's. */
export const STATEMENT_LINES = ['all', 'motor', 'health'] as const;

/** The statement's period (instants; the screen sends Dubai days' bounds) and line. */
export const CommissionStatementFilterSchema = z.object({
  startDate: z.iso.datetime({ error: 'startDate must be a date and time' }),
  endDate: z.iso.datetime({ error: 'endDate must be a date and time' }),
  line: z.enum(STATEMENT_LINES, 'line is all, motor or health').default('all'),
}).refine((f) => f.endDate >= f.startDate, { path: ['endDate'], message: 'endDate must not be before startDate' })
  .refine((f) => f.endDate <= fiveYearsAfter(f.startDate), { path: ['endDate'], message: `endDate must be at most ${STATEMENT_MAX_YEARS} years after startDate` });
export type CommissionStatementFilter = z.output<typeof CommissionStatementFilterSchema>;

const figures = {
  /** Policies sold: each counted once, in the month of its first successful transaction. */
  policies: z.number().int(),
  basePremiumFils: z.number().int(),
  grandTotalFils: z.number().int(),
  commissionFils: z.number().int(),
  /** Commission earned: the commission less the discounts the broker gave. */
  commissionFromInsurerFils: z.number().int(),
  netPayableToInsurerFils: z.number().int(),
  netCommissionFils: z.number().int(),
  agentCommissionFils: z.number().int(),
};
export const CommissionStatementRowSchema = z.object({
  companyName: z.string(),
  /** The Dubai month, `yyyy-MM`. */
  month: z.string(),
  ...figures,
});
export type CommissionStatementRow = z.infer<typeof CommissionStatementRowSchema>;
export const CommissionStatementTotalsSchema = z.object(figures);
export type CommissionStatementTotals = z.infer<typeof CommissionStatementTotalsSchema>;
export const CommissionStatementSchema = z.object({
  rows: z.array(CommissionStatementRowSchema),
  totals: CommissionStatementTotalsSchema,
});
export type CommissionStatement = z.infer<typeof CommissionStatementSchema>;
export const CommissionStatementResultSchema = detailResultSchema(CommissionStatementSchema);
