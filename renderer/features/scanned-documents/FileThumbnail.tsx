import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, createFocusOutlineStyle, makeStyles, tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular, ImageRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { isPdf } from './documentFiles.js';
import type { FileOwner } from './scannedDocumentsApi.js';
import { useFilePreview } from './useFilePreview.js';

const useStyles = makeStyles({
  icon: { gridRow: 'span 2', fontSize: '40px', color: tokens.colorNeutralForeground3 },
  thumbnail: {
    gridColumn: '1 / -1', display: 'flex', justifyContent: 'center', padding: 0, border: 'none', cursor: 'zoom-in',
    borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3,
    ...createFocusOutlineStyle(),
  },
  thumbnailImage: { display: 'block', maxWidth: '100%', maxHeight: '200px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  surface: { width: 'fit-content', maxWidth: 'calc(100vw - 48px)' },
  // Leaves room for the title and the Close button, so the whole image fits the window.
  large: { display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 200px)', objectFit: 'contain', margin: '0 auto' },
});

/**
 * A stored file's picture in its tile: for an image, a thumbnail that opens the image fitted to
 * the window; for a PDF, while loading, or when the image cannot be previewed, the file's icon.
 *
 * @example <FileThumbnail file={file} owner={{ type: 'customer', id }} />
 */
export function FileThumbnail({ file, owner }: { file: ScannedFile; owner: FileOwner }) {
  const styles = useStyles();
  const url = useFilePreview(owner, file);
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const [open, setOpen] = useState(false);

  if (!url || url === brokenUrl) {
    const pdf = isPdf(file);
    const Icon = pdf ? DocumentPdfRegular : ImageRegular;
    return <Icon className={styles.icon} aria-label={pdf ? 'PDF' : 'Image'} />;
  }

  return (
    <>
      <button type="button" className={styles.thumbnail} aria-label={`View ${file.fileName} larger`} onClick={() => setOpen(true)}>
        <img className={styles.thumbnailImage} src={url} alt={file.fileName} onError={() => setBrokenUrl(url)} />
      </button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle dir="auto">{file.fileName}</DialogTitle>
            <DialogContent>
              <img className={styles.large} src={url} alt={file.fileName} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
