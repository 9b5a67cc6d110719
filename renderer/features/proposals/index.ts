import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor proposals: the lead list, the create wizard and the proposal page (spec 000 §7 "Proposals"). */
export default defineArea({
  name: 'proposals',
  title: 'Proposals',
  description: 'Turn leads into motor proposals, compare the insurers’ quotes and take payment.',
  module: 'proposal',
  tags: ['Proposal', 'Quote'],
  idParam: 'proposalId',
  icon: DocumentBulletListRegular,
  list: () => import('./ProposalList.js'),
  create: () => import('./ProposalCreate.js'),
  show: () => import('./ProposalShow.js'),
});
