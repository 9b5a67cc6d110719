import { useEffect, useState } from 'react';
import type { ScannedFile } from '../../../shared/contract/scanned-documents/index.js';
import { useHost } from '../../app/useHost.js';
import { canPreview } from './documentFiles.js';
import { fileEndpoint, type DocumentOwner } from './scannedDocumentsApi.js';

/**
 * A stored image of a document as a blob URL for an `<img>`, fetched through the host's `preview`
 * (nothing is saved). Undefined while loading, for a PDF, or when the host refuses or fails: the
 * caller then shows the file's icon, with no message. The URL is revoked when the file changes and
 * on unmount.
 *
 * @example const url = useFilePreview(owner, file); return url ? <img src={url} alt={file.fileName} /> : <ImageRegular />;
 */
export function useFilePreview(owner: DocumentOwner, file: ScannedFile): string | undefined {
  const host = useHost();
  const [url, setUrl] = useState<string>();
  const wanted = canPreview(file);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    let created: string | undefined;
    host.preview(fileEndpoint(owner.type), { params: { id: owner.id, fileId: file._id } }).then(
      (outcome) => {
        if (!active || !outcome.ok) return;
        created = URL.createObjectURL(new Blob([outcome.data.bytes as BlobPart], { type: outcome.data.mimeType }));
        setUrl(created);
      },
      () => undefined,
    );
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [host, owner.type, owner.id, file._id, wanted]);

  return url;
}
