import { Body1 } from '@fluentui/react-components';
import {
  TPA_WORKBOOK_MAX_BYTES, TpaImportResultSchema, type TpaImportReport, type TpaWorkbookRejection,
} from '../../../shared/contract/health-matrix/health-tpa-workbook.schema.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { SheetImportDialog } from '../../components/upload/SheetImportDialog.js';
import { healthTreeChanged } from './healthMatrixApi.js';

const counted = (counts: { created: number; updated: number }, word: string) => `${counts.created} ${word} created, ${counts.updated} updated`;

/**
 * Picks a TPA's rate workbook and sends it for the insurer: either the counts of what changed,
 * or, when any row is bad and nothing was written, each bad row with its sheet, line and reason.
 */
export function TpaImportDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const host = useHost();
  const dispatch = useAppDispatch();
  return (
    <SheetImportDialog<TpaImportReport, TpaWorkbookRejection>
      title="Import TPA rates"
      intro="A workbook with the sheets TPA, Networks, Cities, Plans and Matrix, as an exported TPA has them. Plans of the file get exactly its matrix rows; levels it leaves out are kept. One bad row and nothing is imported."
      pickKind="excel"
      chooseLabel="Choose workbook…"
      refuse={(file) => {
        if (!file.name.toLowerCase().endsWith('.xlsx')) return `"${file.name}" is not an Excel workbook (.xlsx).`;
        return file.size > TPA_WORKBOOK_MAX_BYTES ? `"${file.name}" is larger than ${TPA_WORKBOOK_MAX_BYTES / (1024 * 1024)} MB: import one TPA at a time.` : undefined;
      }}
      send={(file) => host.files.upload({ fileId: file.id, endpoint: 'healthTpaWorkbook.importTpa', params: {}, fields: { companyId } })}
      read={(answer) => {
        const parsed = TpaImportResultSchema.safeParse(answer);
        return parsed.success ? { message: parsed.data.message ?? '', report: parsed.data.data } : null;
      }}
      unreadable="The server answered in a way this app does not understand. Refresh the TPAs to see what was imported."
      status={(message) => message}
      details={(report) => (report.applied ? (
        <Body1>
          {report.totalRows} rows read: {counted(report.networks, 'networks')}; {report.cities.created} cities created; {counted(report.plans, 'plans')};
          {' '}{report.matrices.replaced} premium matrices replaced, {report.matrices.unchanged} unchanged.
        </Body1>
      ) : null)}
      rejections={(report) => report.rejections}
      rejectionKey={(row) => `${row.sheet}:${row.line}`}
      columns={[
        { header: 'Sheet', cell: (row) => row.sheet },
        { header: 'Line', cell: (row) => row.line },
        { header: 'Reason', cell: (row) => row.reason },
      ]}
      onImported={(report) => (report.applied ? dispatch(healthTreeChanged()) : undefined)}
      onClose={onClose}
    />
  );
}
