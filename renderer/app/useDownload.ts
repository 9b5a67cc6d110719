import { useCallback, useState } from 'react';
import type { EndpointInput, EndpointKey, EndpointOf } from '../../shared/contract/index.js';
import { useNotify } from './notify.js';
import { useHost } from './useHost.js';

/**
 * Downloads a file endpoint through the host (a save dialog on the desktop, a browser download
 * otherwise) and reports it: on the desktop the toast offers "Open" and "Show in folder".
 *
 * @example const { download, downloading } = useDownload(); void download('customers.exportCsv', { body: {} });
 */
export function useDownload() {
  const host = useHost();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async <K extends EndpointKey>(key: K, input: EndpointInput<EndpointOf<K>>) => {
      setDownloading(true);
      try {
        const outcome = await host.download(key, input);
        if (!outcome.ok) {
          if (outcome.error.code !== 'cancelled') notify.error(outcome.error.message);
          return;
        }
        const { fileName, savedId } = outcome.data;
        const actions = savedId
          ? [
              { label: 'Open', onClick: () => void host.downloads.open(savedId) },
              { label: 'Show in folder', onClick: () => void host.downloads.reveal(savedId) },
            ]
          : [];
        notify.success(`Exported ${fileName}`, undefined, actions);
      } finally {
        setDownloading(false);
      }
    },
    [host, notify],
  );
  return { download, downloading };
}
