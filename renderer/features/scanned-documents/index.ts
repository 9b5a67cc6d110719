import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/**
 * Scanned documents (spec 000 §5, §7 "Documents"): the `/upload-file` page. The same document
 * panels sit on the proposal, customer and quotation pages and in the create wizard.
 */
export default defineArea({
  name: 'upload-file',
  title: 'Upload file',
  description: 'Scan Emirates IDs, driving and trade licences, car papers and insurers’ quotes into their records.',
  module: 'uploadFile',
  tags: ['ScannedDocument'],
  idParam: 'documentType',
  icon: DocumentArrowUpRegular,
  list: () => import('./UploadFilePage.js'),
});
