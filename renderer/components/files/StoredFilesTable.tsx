import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { EndpointInput, EndpointOf } from '../../../shared/contract/index.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import type { DownloadEndpointKey } from '../../../shared/host/bridge.js';
import { useDownload } from '../../app/useDownload.js';
import { usePreviewUrl } from '../../app/usePreviewUrl.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { RecordTable } from '../detail/RecordTable.js';
import type { ListColumn } from '../list/types.js';
import { fileSize } from '../upload/UploadRows.js';
import { useConfirmedRemoval } from '../useConfirmedRemoval.js';

const useStyles = makeStyles({
  thumb: { width: '64px', height: '48px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, display: 'block' },
  thumbButton: { padding: 0, minWidth: 0, height: 'auto' },
  large: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', display: 'block', margin: '0 auto' },
});

/** A file kept on a record, as the record's detail lists it. */
export interface ListedFile {
  _id: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** Images the host can show in the page (it checks the bytes too); anything else is downloaded to be opened. */
export function isShownImage(file: Pick<ListedFile, 'mimeType'>): boolean {
  return /^image\/(png|jpeg|webp)$/.test(file.mimeType);
}

export interface StoredFilesTableProps<F extends ListedFile, K extends DownloadEndpointKey> {
  title: string;
  files: readonly F[];
  /** Said instead of an empty table. */
  empty: string;
  /** The download endpoint of one file, and its input for a file. */
  endpoint: K;
  input: (file: F) => EndpointInput<EndpointOf<K>>;
  /** Columns shown between the file's name and its size (a kind). */
  columns?: ReadonlyArray<ListColumn<F>>;
  /** Removes a file once the user confirms; without it the table offers no removal. */
  remove?: (file: F) => Promise<{ error?: unknown }>;
  /** What removal does, said in the confirmation ("It is removed from claim CLM-000042."). */
  removalEffect?: string;
}

/**
 * A record's stored files: an image shows as a thumbnail that opens large, every file downloads
 * (on the desktop the toast then offers to open it), and staff who may edit remove one after
 * confirming.
 *
 * @example <StoredFilesTable title="Photos and papers" files={claim.files} empty="None yet." endpoint="claims.file" input={(f) => ({ params: { id, fileId: f._id } })} />
 */
export function StoredFilesTable<F extends ListedFile, K extends DownloadEndpointKey>(props: StoredFilesTableProps<F, K>) {
  const { title, files, empty, endpoint, input, columns = [], remove, removalEffect = '' } = props;
  const { download, downloading } = useDownload();
  const [shown, setShown] = useState<F | null>(null);
  const removal = useConfirmedRemoval<F>(remove ?? (() => Promise.resolve({})), (file) => `${file.fileName} removed`);

  const all: ListColumn<F>[] = [
    { id: 'preview', header: 'Preview', render: (file) => <FilePreview file={file} endpoint={endpoint} input={input(file)} onOpen={() => setShown(file)} /> },
    { id: 'name', header: 'File', render: (file) => file.fileName },
    ...columns,
    { id: 'size', header: 'Size', numeric: true, render: (file) => fileSize(file.size) },
    { id: 'added', header: 'Added', render: (file) => formatDateTime(file.createdAt) },
    {
      id: 'actions', header: 'Actions',
      render: (file) => (
        <>
          <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} aria-label={`Download ${file.fileName}`} disabled={downloading}
            onClick={() => void download(endpoint, input(file))} />
          {remove ? <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove ${file.fileName}`} onClick={() => removal.ask(file)} /> : null}
        </>
      ),
    },
  ];

  return (
    <>
      <RecordTable title={title} columns={all} rows={files} getRowId={(file) => file._id} empty={empty} />
      {shown ? <LargeImage file={shown} endpoint={endpoint} input={input(shown)} onClose={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={removal.pending !== null}
        title={`Remove ${removal.pending?.fileName ?? 'the file'}?`}
        body={`The file is deleted and cannot be opened again. ${removalEffect}`.trim()}
        confirmLabel="Remove"
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}

interface PreviewProps<K extends DownloadEndpointKey> {
  file: ListedFile;
  endpoint: K;
  input: EndpointInput<EndpointOf<K>>;
}

/** An image's thumbnail, a button that opens it large; a paper's icon. */
function FilePreview<K extends DownloadEndpointKey>({ file, endpoint, input, onOpen }: PreviewProps<K> & { onOpen: () => void }) {
  const styles = useStyles();
  const url = usePreviewUrl(endpoint, input, isShownImage(file));
  if (!isShownImage(file)) return <DocumentRegular aria-hidden />;
  return (
    <Button className={styles.thumbButton} appearance="transparent" aria-label={`Open ${file.fileName}`} onClick={onOpen}>
      {url ? <img className={styles.thumb} src={url} alt="" /> : <DocumentRegular aria-hidden />}
    </Button>
  );
}

/** The image at the size of the window. */
function LargeImage<K extends DownloadEndpointKey>({ file, endpoint, input, onClose }: PreviewProps<K> & { onClose: () => void }) {
  const styles = useStyles();
  const url = usePreviewUrl(endpoint, input, true);
  return (
    <Dialog open onOpenChange={(_, data) => (!data.open ? onClose() : undefined)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{file.fileName}</DialogTitle>
          <DialogContent>{url ? <img className={styles.large} src={url} alt={file.fileName} /> : 'Loading…'}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
