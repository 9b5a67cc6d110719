// The health proposals feature's face for other features: the list's path, which leads link to, and
// the payable details and member labels the health quotations and policies pages show.
export { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';
export { HealthPayableDetails, memberLabels } from './HealthQuotePanel.js';
