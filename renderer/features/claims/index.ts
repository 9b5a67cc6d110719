import { ClipboardTaskRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor claims: registered on a policy, moved along the claims desk's workflow against the regulator's clock. */
export default defineArea({
  name: 'claims',
  title: 'Claims',
  description: "Motor claims with their garage, status history and the insurer's deadlines; overdue claims get a complaint letter.",
  module: 'claim',
  tags: ['Claim'],
  idParam: 'claimId',
  icon: ClipboardTaskRegular,
  list: () => import('./ClaimList.js'),
  show: () => import('./ClaimShow.js'),
  create: () => import('./ClaimCreate.js'),
});
