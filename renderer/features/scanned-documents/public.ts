// The scanned-documents feature's face for other features: the only file of it they import (index.ts is its area definition).
export { CustomerDocumentsSection, ProposalDocumentsSection, QuoteDocumentsSection } from './DocumentsSection.js';
export { useWizardDocuments, WizardDocumentsSection } from './WizardDocuments.js';
export { DocumentFiles } from './DocumentFiles.js';
export { ACCEPTED_TEXT, checkPicked } from './documentFiles.js';
