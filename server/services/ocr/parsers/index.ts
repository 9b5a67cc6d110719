export { parseDocument } from './parseDocument.js';
export type { Parsed } from './text.js';
