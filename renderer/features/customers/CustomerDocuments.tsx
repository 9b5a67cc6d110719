import {
  Body1,
  Button,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef } from 'react';
import { DOCUMENT_TYPES, type DocumentListResult } from '../../../shared/contract/documents/index.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useHost } from '../../app/useHost.js';
import { show } from '../../components/display.js';
import { UploadPanel, fileSize } from '../../components/upload/index.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { LoadError } from '../../components/LoadError.js';

/** A customer's documents; uploads invalidate the list. */
const apiWithCustomerDocuments = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerDocuments: build.query<DocumentListResult, string>({
      query: (id) => hostCall('documents.list', { params: { id }, query: { page: 1, size: 200 } }),
      providesTags: (_result, _error, id) => [{ type: 'CustomerDocument', id }],
    }),
  }),
});
const { useGetCustomerDocumentsQuery } = apiWithCustomerDocuments;

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Coalesces a burst of calls (20 files finishing) into one, `ms` after the last. */
function useTrailing(callback: () => void, ms: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, ms);
  }, [callback, ms]);
}

/** Documents tab: the bulk upload panel (with `customer.update`) and the customer's documents. */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const styles = useStyles();
  const host = useHost();
  const notify = useNotify();
  const canUpload = useCan('customer.update');
  const result = useGetCustomerDocumentsQuery(customerId);
  const waiting = useDelayedFlag(result.isLoading);
  const { refetch: refetchList } = result;
  const refetch = useTrailing(
    useCallback(() => void refetchList(), [refetchList]),
    250,
  );

  const download = async (documentId: string) => {
    const outcome = await host.download('documents.download', { params: { id: customerId, documentId } });
    if (!outcome.ok && outcome.error.code !== 'cancelled') notify.error('Download failed', outcome.error.message);
  };

  return (
    <section className={styles.root}>
      {canUpload ? (
        <UploadPanel
          endpoint="documents.upload"
          params={{ id: customerId }}
          onUploaded={refetch}
          label="Drop documents for this customer here"
        />
      ) : null}
      <Subtitle1 as="h2">Documents</Subtitle1>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {waiting ? <Spinner size="small" label="Loading…" /> : null}
      {result.data?.data.length === 0 ? <Body1>No documents yet.</Body1> : null}
      {result.data && result.data.data.length > 0 ? (
        <Table size="small" aria-label="Customer documents">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>File</TableHeaderCell>
              <TableHeaderCell>Type</TableHeaderCell>
              <TableHeaderCell>Size</TableHeaderCell>
              <TableHeaderCell>From zip folder</TableHeaderCell>
              <TableHeaderCell>Uploaded by</TableHeaderCell>
              <TableHeaderCell>Uploaded</TableHeaderCell>
              <TableHeaderCell aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.data.data.map((document) => (
              <TableRow key={document._id}>
                <TableCell dir="auto">{document.fileName}</TableCell>
                <TableCell>{DOCUMENT_TYPES[document.kind].label}</TableCell>
                <TableCell>{fileSize(document.size)}</TableCell>
                <TableCell>{show(document.folderName)}</TableCell>
                <TableCell>{show(document.uploadedBy?.fullName)}</TableCell>
                <TableCell>{formatDateTime(document.createdAt)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<ArrowDownloadRegular />}
                    aria-label={`Download ${document.fileName}`}
                    onClick={() => void download(document._id)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
