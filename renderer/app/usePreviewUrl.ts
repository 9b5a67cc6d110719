import { useEffect, useState } from 'react';
import type { DownloadEndpointKey } from '../../shared/host/bridge.js';
import type { EndpointInput, EndpointOf } from '../../shared/contract/index.js';
import { useHost } from './useHost.js';

/**
 * A download endpoint's image as a blob URL for an `<img>`, fetched through the host's `preview`
 * (nothing is saved). Undefined while loading, when not `wanted` (a PDF), or when the host refuses
 * or fails: the caller then shows the file's name or icon, with no message. The URL is revoked when
 * the file changes and on unmount.
 *
 * @example const url = usePreviewUrl('claims.file', { params: { id, fileId } }, file.kind === 'photo');
 */
export function usePreviewUrl<K extends DownloadEndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>, wanted: boolean): string | undefined {
  const host = useHost();
  const [url, setUrl] = useState<string>();
  // The input object is new on every render; its content says whether the file changed.
  const inputKey = JSON.stringify(input);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    let created: string | undefined;
    host.preview(key, JSON.parse(inputKey) as EndpointInput<EndpointOf<K>>).then(
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
  }, [host, key, inputKey, wanted]);

  return url;
}
