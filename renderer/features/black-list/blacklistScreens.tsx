import { blackListRoutes } from '../../../shared/contract/black-list/black-list.access.js';
import { blacklistResource } from '../../../shared/contract/black-list/black-list.schema.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { blacklistHooks } from './blacklistApi.js';

export const blacklistUi = defineResourceUi({
  resource: blacklistResource,
  hooks: blacklistHooks,
  title: 'Blacklist',
  paths: screenPaths(blackListRoutes),
  nameOf: (entry) => entry.email ?? formatUaeMobile(entry.mobileNumber ?? ''),
  searchPlaceholder: 'Search email or mobile',
  emptyBody: 'E-mails and mobile numbers added here cannot get a proposal, quotes or a payment link.',
  removeBody: 'The contact can get proposals, quotes and payment links again.',
  listCreatedAt: true,
  texts: { mobileNumber: (entry) => (entry.mobileNumber ? formatUaeMobile(entry.mobileNumber) : '-') },
});

export const List = () => <ResourceList ui={blacklistUi} />;
export const Create = () => <ResourceCreate ui={blacklistUi} />;
