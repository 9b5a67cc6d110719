import { useCallback } from 'react';
import { ScannedDocumentResultSchema, type Extraction, type KeptDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useUploadQueue } from '../../components/upload/useUploadQueue.js';
import { checkPicked } from './documentFiles.js';
import { UPLOAD_ENDPOINT, ownerDocumentsChanged, uploadFields, type DocumentOwner } from './scannedDocumentsApi.js';

/**
 * Uploads of one document's files to its owner on the one upload queue, one after the other (the
 * server merges each read into the same document). What is the document's own: files are checked
 * first (two at most with those stored, PDF, JPG or PNG within the limit), each goes to its type's
 * endpoint, an accepted file leaves the rows (it is then among the stored files) and `onRead` gets
 * what OCR made of it.
 *
 * @example const uploads = useDocumentUploads('emiratesId', { type: 'customer', id }, document?.files.length ?? 0, setLastRead);
 */
export function useDocumentUploads(documentType: KeptDocumentType, owner: DocumentOwner, stored: number, onRead: (extraction: Extraction | undefined) => void) {
  const dispatch = useAppDispatch();
  const { type: ownerType, id: ownerId } = owner;
  const endpoint = UPLOAD_ENDPOINT[documentType];
  const fields = uploadFields(documentType, endpoint);
  const queue = useUploadQueue({
    target: { endpoint, params: { id: ownerId }, ...(fields ? { fields } : {}) },
    check: (files, pending) => checkPicked(files, stored + pending),
    oneAtATime: true,
    dropUploaded: true,
    onUploaded: (data) => {
      const answer = ScannedDocumentResultSchema.safeParse(data);
      onRead(answer.success ? answer.data.extraction : undefined);
      dispatch(ownerDocumentsChanged({ type: ownerType, id: ownerId }));
    },
  });
  const { pick } = queue;
  return { ...queue, pick: useCallback(() => pick('documents'), [pick]) };
}
