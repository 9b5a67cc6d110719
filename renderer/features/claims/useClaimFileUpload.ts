import { useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import { apiWithClaims } from './claimsApi.js';

/**
 * A claim's photos and papers: picked through the host's file dialog and sent one a request to
 * `claims.uploadFiles` (the server checks each by its content). A refused file is reported by name
 * with the server's reason; the others still go.
 */
export function useClaimFileUpload() {
  const host = useHost();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState(false);

  const pick = async (): Promise<PickedFile[]> => {
    const picked = await host.files.pick('documents');
    if (picked.ok) return picked.data;
    if (picked.error.code !== 'cancelled') notify.error(picked.error.message);
    return [];
  };

  /** Sends the files; answers how many were taken. */
  const upload = async (claimId: string, files: readonly PickedFile[]): Promise<number> => {
    setUploading(true);
    let taken = 0;
    try {
      for (const file of files) {
        const result = await host.files.upload({ fileId: file.id, endpoint: 'claims.uploadFiles', params: { id: claimId } });
        if (result.ok) taken += 1;
        else notify.error(`${file.name} not added`, result.error.message);
      }
    } finally {
      setUploading(false);
      dispatch(apiWithClaims.util.invalidateTags([{ type: 'Claim', id: claimId }]));
    }
    if (taken > 0) notify.success(`${taken} file${taken === 1 ? '' : 's'} added`);
    return taken;
  };

  return { pick, upload, uploading };
}
