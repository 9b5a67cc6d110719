import type { ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { usePreviewUrl } from '../../app/usePreviewUrl.js';
import { canPreview } from './documentFiles.js';
import { fileEndpoint, type FileOwner } from './scannedDocumentsApi.js';

/**
 * A stored image of a document as a blob URL for an `<img>` (`usePreviewUrl`). Undefined while
 * loading, for a PDF, or when the host refuses or fails: the caller then shows the file's icon,
 * with no message.
 *
 * @example const url = useFilePreview(owner, file); return url ? <img src={url} alt={file.fileName} /> : <ImageRegular />;
 */
export function useFilePreview(owner: FileOwner, file: ScannedFile): string | undefined {
  return usePreviewUrl(fileEndpoint(owner.type), { params: { id: owner.id, fileId: file._id } }, canPreview(file));
}
