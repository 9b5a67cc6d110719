export { DropZone } from './DropZone.js';
export { UploadPanel, ACCEPTS_TEXT } from './UploadPanel.js';
export { UploadRows, RefusedText, fileSize } from './UploadRows.js';
export { UploadProgress } from './UploadProgress.js';
export { useUploadQueue, type UploadRow, type UploadQueueOptions } from './useUploadQueue.js';
export { useSwallowStrayDrops } from './useSwallowStrayDrops.js';
