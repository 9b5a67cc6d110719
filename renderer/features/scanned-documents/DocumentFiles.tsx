import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import { fileSize } from '../../components/upload/UploadRows.js';
import { FileThumbnail } from './FileThumbnail.js';
import { fileEndpoint, type FileOwner } from './scannedDocumentsApi.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  tile: {
    display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, alignItems: 'center',
    padding: tokens.spacingHorizontalS, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
  },
  name: { overflowWrap: 'anywhere' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/**
 * A document's stored files, front and back: an image's thumbnail (opening it larger) or a PDF's
 * icon, with the name, size and who uploaded it when, "Download" (through the host: a save dialog
 * on the desktop) and, for editors, "Remove" of that file alone.
 */
export function DocumentFiles({ files, owner, onRemove }: { files: readonly ScannedFile[]; owner: FileOwner; onRemove?: (file: ScannedFile) => void }) {
  const styles = useStyles();
  const host = useHost();
  const notify = useNotify();

  const download = async (file: ScannedFile) => {
    const outcome = await host.download(fileEndpoint(owner.type), { params: { id: owner.id, fileId: file._id } });
    if (!outcome.ok) {
      if (outcome.error.code !== 'cancelled') notify.error('Download failed', outcome.error.message);
      return;
    }
    const { fileName, savedId } = outcome.data;
    notify.success(
      `Downloaded ${fileName}`,
      undefined,
      savedId
        ? [
            { label: 'Open', onClick: () => void host.downloads.open(savedId) },
            { label: 'Show in folder', onClick: () => void host.downloads.reveal(savedId) },
          ]
        : [],
    );
  };

  return (
    <ul className={styles.list} aria-label="Files">
      {files.map((file) => (
        <li key={file._id} className={styles.tile} aria-label={file.fileName}>
          <FileThumbnail file={file} owner={owner} />
          <Body1 className={styles.name} dir="auto">
            {file.fileName}
          </Body1>
          <Caption1>
            {fileSize(file.size)} · {formatDateTime(file.uploadedAt)}
            {file.uploadedBy ? ` · ${file.uploadedBy.fullName}` : ''}
          </Caption1>
          <div className={styles.actions}>
            <Button size="small" icon={<ArrowDownloadRegular />} aria-label={`Download ${file.fileName}`} onClick={() => void download(file)}>
              Download
            </Button>
            {onRemove ? (
              <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove ${file.fileName}`} onClick={() => onRemove(file)}>
                Remove file
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
