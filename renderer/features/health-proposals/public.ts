// The health proposals feature's face for other features: the list's path, which leads link to.
export { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';
