import { benifitsRoutes } from '../../../shared/contract/benifits/benifits.access.js';
import { benifitsResource } from '../../../shared/contract/benifits/benifits.schema.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { benifitsHooks } from './benifitsApi.js';

export const benifitsUi = defineResourceUi({
  resource: benifitsResource,
  hooks: benifitsHooks,
  title: 'Benefits',
  paths: screenPaths(benifitsRoutes),
  nameOf: (benefit) => benefit.name,
  searchPlaceholder: 'Search benefit',
  emptyBody: "The benefits plans refer to: their limits and additional charges.",
  removeBody: "Plans that refer to it keep their own copy of its terms. The record is kept, marked as removed.",
  listCreatedAt: false,
});

export const List = () => <ResourceList ui={benifitsUi} />;
export const Create = () => <ResourceCreate ui={benifitsUi} />;
export const Edit = () => <ResourceEdit ui={benifitsUi} />;
