// The sharing feature's face for other features: the only file of it they import (index.ts is its area definition).
export { ChatbotPdfButton, ExportUserButton } from './ChatbotButtons.js';
export { CompareShareActions } from './CompareShareActions.js';
export { ShareButton } from './ShareButton.js';
export { ShareDialog, shareContactOf, type ShareContact } from './ShareDialog.js';
export type { ShareLine } from './sharingApi.js';
