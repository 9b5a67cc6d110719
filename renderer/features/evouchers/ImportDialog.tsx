import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { CODE_RULE_TEXT, IMPORT_MAX_BYTES, ImportResultSchema, type ImportReport, type ImportRejection } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { SheetImportDialog } from '../../components/upload/SheetImportDialog.js';
import { codesChanged } from './evouchersApi.js';

/** Picks an .xlsx or .csv of codes, sends it with the all-or-nothing choice, and shows the per-row report the server answers. */
export function ImportDialog({ evoucherId, onClose }: { evoucherId: string; onClose: () => void }) {
  const host = useHost();
  const dispatch = useAppDispatch();
  const [allOrNothing, setAllOrNothing] = useState(false);
  return (
    <SheetImportDialog<ImportReport, ImportRejection>
      title="Import codes"
      intro={`One code per row in the first column (${CODE_RULE_TEXT}), an optional expiry date (yyyy-MM-dd) in the second; a first row reading "Code" is skipped.`}
      pickKind="sheet"
      chooseLabel="Choose file…"
      refuse={(file) => {
        const name = file.name.toLowerCase();
        if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) return `"${file.name}" is not an Excel workbook (.xlsx) or a CSV file.`;
        return file.size > IMPORT_MAX_BYTES ? `"${file.name}" is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it into smaller files.` : undefined;
      }}
      options={<Switch checked={allOrNothing} onChange={(_, data) => setAllOrNothing(data.checked)} label="Save nothing if any row is bad" />}
      send={(file) => host.files.upload({ fileId: file.id, endpoint: 'evouchers.importCodes', params: { id: evoucherId }, query: { allOrNothing: String(allOrNothing) } })}
      read={(answer) => {
        const parsed = ImportResultSchema.safeParse(answer);
        return parsed.success ? { message: parsed.data.message ?? '', report: parsed.data.data } : null;
      }}
      unreadable="The server answered in a way this app does not understand. Refresh the codes to see what was saved."
      status={(message, report) => `${message}: ${report.totalRows} rows, ${report.saved} saved, ${report.rejected} rejected`}
      rejections={(report) => report.rejections}
      rejectionKey={(row) => String(row.line)}
      columns={[
        { header: 'Line', cell: (row) => row.line },
        { header: 'Code', cell: (row) => row.code ?? '-' },
        { header: 'Reason', cell: (row) => row.reason },
      ]}
      onImported={() => dispatch(codesChanged())}
      onClose={onClose}
    />
  );
}
