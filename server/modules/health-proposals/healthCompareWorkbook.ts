import ExcelJS from 'exceljs';
import type { HealthComparison } from '../../../shared/contract/health-proposals/health-compare.schema.js';
import { compareFigures, compareHeading } from '../../../shared/domain/healthCompare.js';

/**
 * The comparison of health plans as an Excel workbook (`generateplancompareexcel`): one sheet with
 * a column per quote headed by its insurer and plan (the cheapest marked), the figures the compare
 * page shows, then a row per benefit under its group, with this comparison's values. Texts as the
 * screen writes them, so the sheet reads the same as the page and the PDF.
 */
export async function writeHealthCompareWorkbook(comparison: HealthComparison): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BrokerDesk';
  const sheet = workbook.addWorksheet('Comparison', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = [
    { header: `Proposal ${comparison.proposalRef}`, width: 40 },
    ...comparison.quotes.map((quote) => ({ header: compareHeading(comparison, quote), width: 36 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const figure of compareFigures(comparison)) {
    const row = sheet.addRow([figure.label, ...figure.cells]);
    if (figure.total) row.font = { bold: true };
  }
  let group: string | null = null;
  for (const benefit of comparison.benefits) {
    if (benefit.group !== group) {
      group = benefit.group;
      sheet.addRow([group]).font = { bold: true };
    }
    sheet.addRow([benefit.name, ...benefit.cells.map((cell) => cell.value)]);
  }
  sheet.getColumn(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
