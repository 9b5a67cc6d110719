import { z } from 'zod';
import { IdSchema, detailResultSchema } from '../common.schema.js';

/** A rate workbook's upload limit: 20,000 matrix rows take about 1.5 MB; an insurer's largest sheets fit tenfold. */
export const TPA_WORKBOOK_MAX_BYTES = 16 * 1024 * 1024;
/** Rows read from all the sheets together; a workbook with more is refused before any is judged. */
export const TPA_WORKBOOK_MAX_ROWS = 200_000;
/** The bad rows a report lists; `rejected` counts them all. */
export const TPA_WORKBOOK_REPORTED_REJECTIONS = 1000;

/** The import form's text field beside the workbook (`tpa`): the insurer whose tree receives it. */
export const ImportTpaFieldsSchema = z.object({ companyId: IdSchema });

export const TpaWorkbookRejectionSchema = z.object({ sheet: z.string(), line: z.number().int(), reason: z.string() });
export type TpaWorkbookRejection = z.infer<typeof TpaWorkbookRejectionSchema>;

const LevelCountsSchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

/**
 * What an import did, or would have done. `applied` is false when any row is bad: then nothing
 * is written and `rejections` names each bad row by sheet, line and reason.
 */
export const TpaImportReportSchema = z.object({
  fileName: z.string(),
  applied: z.boolean(),
  tpaId: z.string().nullable(),
  tpaName: z.string(),
  /** Data rows read, all sheets together (headers not counted). */
  totalRows: z.number().int(),
  networks: LevelCountsSchema,
  cities: LevelCountsSchema,
  plans: LevelCountsSchema,
  /** Plans whose premium matrix the file replaced (their rows differed), and the rows written for them. */
  matrices: z.object({ replaced: z.number().int(), unchanged: z.number().int(), rowsWritten: z.number().int() }),
  /** Benefit values of the Benefits sheet written (they differed from the plan's) and left as they were. */
  benefits: z.object({ written: z.number().int(), unchanged: z.number().int() }),
  rejected: z.number().int(),
  rejections: z.array(TpaWorkbookRejectionSchema),
});
export type TpaImportReport = z.infer<typeof TpaImportReportSchema>;
export const TpaImportResultSchema = detailResultSchema(TpaImportReportSchema);
