// The health proposals feature's face for other features: the list's path, which leads link to, and
// the payable details, member labels and members' documents the health quotations and policies pages show.
export { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';
export { HealthPayableDetails, memberLabels } from './HealthQuotePanel.js';
export { HealthMemberDocuments } from './HealthMemberDocuments.js';
