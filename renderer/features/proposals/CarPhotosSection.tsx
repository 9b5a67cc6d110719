import {
  Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell,
  TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useHost } from '../../app/useHost.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { fileSize } from '../../components/upload/UploadRows.js';
import { useDeleteExpiredCarPhotoMutation, type ExpiredCarPhoto, type ProposalRecord } from './proposalsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const MIN_PHOTOS = 3;

/** Whether the current insurance ends before the new policy starts (photos of the car are then needed). */
export function insuranceExpiredBeforeStart(proposal: ProposalRecord): boolean {
  const expiry = proposal.details?.insurance.insuranceExpiryDate;
  const start = proposal.details?.policyEffectiveDate;
  return Boolean(expiry && start && expiry.slice(0, 10) < start.slice(0, 10));
}

function photosOf(data: unknown): ExpiredCarPhoto[] | undefined {
  const list = (data as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? (list as ExpiredCarPhoto[]) : undefined;
}

/**
 * Car photos for a car whose insurance expired before the policy start (at least three): upload
 * through the host's file picker and the multipart call, list, and delete after confirmation.
 * The list comes with the proposal, then from each add or delete answer.
 */
export function CarPhotosSection({ proposal, frozen }: { proposal: ProposalRecord; frozen: boolean }) {
  const styles = useStyles();
  const host = useHost();
  const notify = useNotify();
  const canUpdate = useCan('proposal.update');
  const [answered, setPhotos] = useState<ExpiredCarPhoto[]>();
  const photos = answered ?? proposal.expiredCarPhotos;
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<ExpiredCarPhoto>();
  const [remove, removal] = useDeleteExpiredCarPhotoMutation();

  const upload = async () => {
    setError(undefined);
    const picked = await host.files.pick('documents');
    if (!picked.ok) return setError(picked.error.message);
    const images = picked.data.filter((file) => file.kind === null || /\.(png|jpe?g)$/i.test(file.name));
    if (images.length < picked.data.length) setError('Car photos must be JPG or PNG images.');
    setUploading(true);
    try {
      for (const file of images) {
        const result = await host.files.upload({ fileId: file.id, endpoint: 'proposals.addExpiredCarPhotos', params: { id: proposal._id } });
        if (!result.ok) {
          setError(`${file.name}: ${result.error.message}`);
          continue;
        }
        const list = photosOf(result.data);
        if (list) setPhotos(list);
      }
      if (images.length > 0) notify.success(`${images.length} car photo${images.length === 1 ? '' : 's'} uploaded`);
    } finally {
      setUploading(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await remove({ id: proposal._id, photoId: removing._id });
    if ('error' in outcome) {
      setError(callError(outcome)!.message);
    } else {
      setPhotos(outcome.data);
      notify.success(`Photo ${removing.fileName} deleted`);
    }
    setRemoving(undefined);
  };

  return (
    <section className={styles.root} aria-labelledby="car-photos-heading">
      <Subtitle1 as="h2" id="car-photos-heading">
        Cars Images
      </Subtitle1>
      <MessageBar intent="warning">
        <MessageBarBody>
          The current insurance expires before the policy starts: upload at least {MIN_PHOTOS} photos of the car.
        </MessageBarBody>
      </MessageBar>
      {canUpdate ? (
        <div className={styles.row}>
          <Button icon={uploading ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabled={frozen || uploading} onClick={() => void upload()}>
            Add car photos…
          </Button>
          <Caption1>JPG or PNG images.</Caption1>
        </div>
      ) : null}
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {photos.length === 0 ? <Body1>No car photos yet.</Body1> : null}
      {photos.length > 0 ? (
        <Table size="small" aria-label="Car photos">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>File</TableHeaderCell>
              <TableHeaderCell>Size</TableHeaderCell>
              <TableHeaderCell>Uploaded</TableHeaderCell>
              <TableHeaderCell aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {photos.map((photo) => (
              <TableRow key={photo._id}>
                <TableCell dir="auto">{photo.fileName}</TableCell>
                <TableCell>{fileSize(photo.size)}</TableCell>
                <TableCell>{formatDateTime(photo.createdAt)}</TableCell>
                <TableCell>
                  {canUpdate ? (
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Delete ${photo.fileName}`}
                      disabled={frozen}
                      onClick={() => setRemoving(photo)}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Delete photo ${removing?.fileName ?? ''}?`}
        body="The photo is removed from this proposal."
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  );
}
