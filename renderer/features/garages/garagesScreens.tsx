import { garagesRoutes } from '../../../shared/contract/garages/garages.access.js';
import { GARAGE_PAGE_SIZE, garagesResource, type GarageInsurer } from '../../../shared/contract/garages/garages.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import type { ListColumn } from '../../components/list/types.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { relatedSection } from '../../kit/relatedSection.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { garagesHooks, useGetGarageInsurersQuery, type GarageRecord } from './garagesApi.js';

const insurerColumns: ReadonlyArray<ListColumn<GarageInsurer>> = [
  { id: 'companyName', header: 'Insurer', render: (insurer) => insurer.companyName },
  { id: 'addedAt', header: 'In the network since', render: (insurer) => formatDateTime(insurer.addedAt) },
];

/** The insurers whose network the garage is in: where their claims may repair without an override. */
const InsurerNetworks = relatedSection<GarageRecord, GarageInsurer>({
  title: 'Insurer networks',
  useQuery: useGetGarageInsurersQuery,
  columns: insurerColumns,
  pageSize: GARAGE_PAGE_SIZE,
  prefix: 'insurers',
  empty: (garage) => ({ title: 'In no insurer network yet', body: `Add ${garage.name} to an insurer's network from the insurer's page.` }),
});

export const garagesUi = defineResourceUi({
  resource: garagesResource,
  hooks: garagesHooks,
  title: 'Garages',
  paths: screenPaths(garagesRoutes),
  nameOf: (garage) => garage.name,
  searchPlaceholder: 'Search name, area, contact or make',
  emptyBody: 'The workshops claims send cars to, by emirate, with the insurers whose networks they are in.',
  removeBody: 'It leaves the garage list and every insurer network; claims that name it keep it.',
  sections: [InsurerNetworks],
});

export const List = () => <ResourceList ui={garagesUi} />;
export const Create = () => <ResourceCreate ui={garagesUi} />;
export const Show = () => <ResourceShow ui={garagesUi} />;
export const Edit = () => <ResourceEdit ui={garagesUi} />;
