export { UploadPanel, fileSize, ACCEPTS_TEXT } from './UploadPanel.js';
export { useUploadQueue } from './useUploadQueue.js';
