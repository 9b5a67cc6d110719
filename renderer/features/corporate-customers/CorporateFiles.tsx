import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  CORPORATE_FILE_KINDS, CorporateFilesUploadResultSchema, type CorporateFileKind,
} from '../../../shared/contract/corporate-customers/corporate-customers.schema.js';
import type { RecordFile } from '../../../shared/kit/recordFiles.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { errorText } from '../../components/errorText.js';
import { StoredFilesTable } from '../../components/files/StoredFilesTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { corporateCustomersRoutes } from '../../../shared/contract/corporate-customers/corporate-customers.access.js';
import { corporateCustomersHooks, useGetCorporateFilesQuery, useRemoveCorporateFileMutation, type CorporateCustomerRecord } from './corporateCustomersApi.js';
import { tradeLicenceFills } from './TradeLicenceRead.js';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const KINDS = Object.keys(CORPORATE_FILE_KINDS) as CorporateFileKind[];
const kindColumn: ListColumn<RecordFile>[] = [{ id: 'kind', header: 'Kind', render: (file) => CORPORATE_FILE_KINDS[file.kind as CorporateFileKind]?.label ?? file.kind }];
const editPath = screenPaths(corporateCustomersRoutes).edit ?? '';

/** Fields a trade licence upload read, offered to the record: `[field, value, label]`. */
type Fills = ReturnType<typeof tradeLicenceFills>;

/**
 * The files kept on a corporate customer (trade licence, BOR letter, the contact's Emirates ID):
 * listed with their downloads; staff who may edit the customer add files of a kind and remove one
 * after confirming. A trade licence is read as it is kept, and what was read is offered to the
 * record (new non-empty fields over old, as the form's "Read from trade licence").
 */
export function CorporateFiles({ record }: { record: CorporateCustomerRecord }) {
  const styles = useStyles();
  const host = useHost();
  const notify = useNotify();
  const canEdit = useRouteCan(editPath).view;
  const files = useGetCorporateFilesQuery(record._id);
  const [removeFile] = useRemoveCorporateFileMutation();
  const [update, updating] = corporateCustomersHooks.useUpdate();
  const [busy, setBusy] = useState<CorporateFileKind | null>(null);
  const [fills, setFills] = useState<Fills>([]);

  const add = async (kind: CorporateFileKind) => {
    const picked = await host.files.pick('documents');
    if (!picked.ok) return picked.error.code === 'cancelled' ? undefined : notify.error(picked.error.message);
    setBusy(kind);
    try {
      for (const file of picked.data) {
        const result = await host.files.upload({ fileId: file.id, endpoint: 'corporateCustomers.uploadFiles', params: { id: record._id, kind } });
        if (!result.ok) {
          notify.error(`${file.name} not kept`, result.error.message);
          continue;
        }
        const answer = CorporateFilesUploadResultSchema.safeParse(result.data);
        if (answer.success) {
          notify.success(answer.data.message ?? `${file.name} kept`);
          const read = answer.data.extraction?.read ? tradeLicenceFills(answer.data.extraction.fields) : [];
          // Only what differs from the record is worth offering.
          const differing = read.filter(([field, value]) => (record as Record<string, unknown>)[field] !== value);
          if (differing.length > 0) setFills(differing);
        }
      }
    } finally {
      setBusy(null);
      void files.refetch();
    }
  };

  const apply = async () => {
    const body = { fullName: record.fullName, contactPersons: record.contactPersons, ...Object.fromEntries(fills.map(([field, value]) => [field, value])) };
    const outcome = await update({ id: record._id, body: body as never });
    if ('error' in outcome) return notify.error(errorText(outcome.error));
    notify.success(`Applied from the trade licence: ${fills.map(([, , label]) => label).join(', ')}`);
    setFills([]);
  };

  return (
    <>
      <StoredFilesTable
        title="Files" files={files.data ?? []} columns={kindColumn} empty="No trade licence, BOR letter or Emirates ID kept yet."
        endpoint="corporateCustomers.file" input={(file) => ({ params: { id: record._id, fileId: file._id } })}
        remove={canEdit ? (file) => removeFile({ id: record._id, fileId: file._id }) : undefined}
        removalEffect={`It is no longer kept on ${record.fullName}.`}
      />
      {canEdit ? (
        <div className={styles.tools}>
          {KINDS.map((kind) => (
            <Button key={kind} icon={<ArrowUploadRegular />} disabled={busy !== null} onClick={() => void add(kind)}>
              {busy === kind ? 'Uploading…' : `Add ${CORPORATE_FILE_KINDS[kind].label}`}
            </Button>
          ))}
        </div>
      ) : null}
      {canEdit && fills.length > 0 ? (
        <div className={styles.tools} role="status">
          <Caption1>Read from the trade licence: {fills.map(([, value, label]) => `${label} ${value}`).join('; ')}.</Caption1>
          <Button appearance="primary" icon={<CheckmarkRegular />} disabled={updating.isLoading} onClick={() => void apply()}>Apply to the record</Button>
          <Button onClick={() => setFills([])}>Ignore</Button>
        </div>
      ) : null}
    </>
  );
}
