import { evouchersRoutes } from '../../../shared/contract/evouchers/evouchers.access.js';
import { evouchersResource } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { EvoucherCodes, EvoucherHistory } from './EvoucherCodes.js';
import { evouchersHooks } from './evouchersApi.js';

export const evouchersUi = defineResourceUi({
  resource: evouchersResource,
  hooks: evouchersHooks,
  title: 'E-vouchers',
  paths: screenPaths(evouchersRoutes),
  nameOf: (evoucher) => evoucher.title,
  searchPlaceholder: 'Search title or brand',
  emptyBody: 'Gift and prepaid vouchers of brands, handed to customers one code each.',
  removeBody: 'It leaves the lists; its codes, their history and the requests for it are kept.',
  listCreatedAt: true,
  sections: [EvoucherCodes, EvoucherHistory],
});

export const List = () => <ResourceList ui={evouchersUi} />;
export const Create = () => <ResourceCreate ui={evouchersUi} />;
export const Show = () => <ResourceShow ui={evouchersUi} />;
export const Edit = () => <ResourceEdit ui={evouchersUi} />;
