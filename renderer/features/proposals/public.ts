// The proposals feature's face for other features: the only file of it they import (index.ts is its area definition).
export { AgentFilter } from './AgentFilter.js';
export { default as ProposalCreate } from './ProposalCreate.js';
export { ProposalDetail } from './ProposalDetail.js';
export { ProposalStatusDot } from './ProposalStatusDot.js';
export { QuotationsSection } from './QuotationsSection.js';
export {
  CURRENT_INSURERS, wizardDefaults, type WizardField, wizardLabels, type wizardSchema, type WizardValues,
} from './proposalWizard.js';
export { useGetProposalAgentsQuery, useGetProposalQuery, useGetProposalQuotesQuery, useGetProposalsQuery } from './proposalsApi.js';
export { SalesProposalList } from './SalesProposalList.js';
export { LiveQuotes, RefusalItems } from './LiveQuotes.js';
export { useLiveQuotes } from './useLiveQuotes.js';
export type { AgentRecord, CommentRecord, ContactRequestArgs, ContactRequested, ProposalCounters, ProposalListArgs, ProposalListRecord, ProposalListResult, VoucherRecord } from './proposalsApi.js';
export { ageInYears } from './proposalWizard.js';
export { statusBadge } from './ProposalStatusDot.js';
export { LeadStatusSection } from './LeadStatusSection.js';
export { VoucherSection } from './VoucherSection.js';
export { AssignSection } from './AssignSection.js';
export { CommentsDialog } from './CommentsDialog.js';
export { ContactRequestButton, appliedForContactText } from './ContactRequest.js';
