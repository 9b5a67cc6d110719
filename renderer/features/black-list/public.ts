// The blacklist feature's face for other features.
export { BlacklistWarning } from './BlacklistWarning.js';
