export { DropZone } from './DropZone.js';
export { UploadPanel, RefusedText, fileSize, ACCEPTS_TEXT } from './UploadPanel.js';
export { UploadProgress } from './UploadProgress.js';
export { useUploadQueue } from './useUploadQueue.js';
export { useSwallowStrayDrops } from './useSwallowStrayDrops.js';
