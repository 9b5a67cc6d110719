import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, CalculatorRegular, GiftRegular, PeopleCommunityRegular, TableRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
} from '../../../shared/contract/health-matrix/health-matrix.schema.js';
import { useGetCompanyQuery } from '../companies/public.js';
import type { Crumb } from '../../kit/ResourceBreadcrumbs.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { useDownload } from '../../app/useDownload.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { citiesHooks, matrixHooks, networksHooks, plansHooks, tpasHooks } from './healthMatrixApi.js';
import { TpaImportDialog } from './TpaImportDialog.js';

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;
/** What a removal takes with it, in the prompt: the count of the level below and the levels under those. */
const goesWith = (count: number, children: (count: number) => string, below: string) =>
  count === 0 ? 'It has nothing under it.' : `Its ${children(count)}${below ? `, with their ${below},` : ''} ${count === 1 ? 'is' : 'are'} deleted with it.`;
const emiratesOf = (city: { cityName: ReadonlyArray<{ emirate: string }> }) => city.cityName.map((entry) => entry.emirate).join(', ');

/**
 * The path of the screen: the ids in the route and the names of the records above, for the
 * breadcrumbs Company › TPA › Network › City › Plan and the lists' paths.
 */
export function useTreePath() {
  const { companyId = '', tpaId = '', networkId = '', cityId = '', planId = '' } = useParams();
  const company = useGetCompanyQuery(companyId, { skip: !companyId }).data;
  const tpa = tpasHooks.useGet(tpaId, { skip: !tpaId }).data;
  const network = networksHooks.useGet(networkId, { skip: !networkId }).data;
  const city = citiesHooks.useGet(cityId, { skip: !cityId }).data;
  const plan = plansHooks.useGet(planId, { skip: !planId }).data;
  const id = encodeURIComponent;
  const health = `/companies/${id(companyId)}/health-insurance`;
  const tpas = `${health}/tpa`;
  const networks = `${tpas}/${id(tpaId)}/network`;
  const cities = `${networks}/${id(networkId)}/city`;
  const plans = `${cities}/${id(cityId)}/plans`;
  const matrix = `${plans}/${id(planId)}/matrix`;
  const crumbs: Crumb[] = [
    { label: company?.companyName ?? 'Company', to: health },
    { label: 'TPAs', to: tpas },
    ...(tpaId ? [{ label: tpa?.TPAName ?? 'TPA', to: networks }] : []),
    ...(networkId ? [{ label: network?.networkName ?? 'Network', to: cities }] : []),
    ...(cityId ? [{ label: city ? emiratesOf(city) : 'City', to: plans }] : []),
    ...(planId ? [{ label: plan?.planName ?? 'Plan', to: matrix }] : []),
  ];
  const screens = (list: string, param: string) => ({ list, create: `${list}/create`, edit: `${list}/[${param}]/edit` });
  return { companyId, tpaId, networkId, cityId, planId, crumbs, tpas, networks, cities, plans, matrix, screens, tpa, network, city, plan, company };
}

/** The TPA list's import: a button for a user who may edit the insurer, and its dialog. */
function TpaImportTool({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false);
  const canImport = useRouteCan(`/companies/${encodeURIComponent(companyId)}/health-insurance/tpa/create`).view;
  if (!canImport) return null;
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>Import rates</Button>
      {open ? <TpaImportDialog companyId={companyId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function useTpasUi() {
  const path = useTreePath();
  const { download } = useDownload();
  return defineResourceUi({
    resource: healthTpasResource, hooks: tpasHooks,
    title: path.company ? `TPAs of ${path.company.companyName}` : 'TPAs',
    paths: path.screens(path.tpas, 'tpaId'),
    nameOf: (tpa) => tpa.TPAName,
    searchPlaceholder: 'Search TPA',
    emptyBody: 'The third-party administrators that run this insurer\'s health networks.',
    removeBody: (tpa) => goesWith(tpa.networkCount, (count) => plural(count, 'network'), 'cities, plans and matrix rows'),
    open: (tpa) => `${path.tpas}/${encodeURIComponent(tpa._id)}/network`,
    rowActions: [{ label: (tpa) => `Export rates of ${tpa.TPAName}`, icon: <ArrowDownloadRegular />, onClick: (tpa) => void download('healthTpaWorkbook.exportTpa', { params: { tpaId: tpa._id } }) }],
    listTools: <TpaImportTool companyId={path.companyId} />,
    parentId: path.companyId, fixed: { company: path.companyId },
    listBack: { to: `/companies/${encodeURIComponent(path.companyId)}/health-insurance`, label: 'Back to health insurance' },
    breadcrumbs: path.crumbs,
  });
}

function useNetworksUi() {
  const path = useTreePath();
  return defineResourceUi({
    resource: healthNetworksResource, hooks: networksHooks,
    title: path.tpa ? `Networks of ${path.tpa.TPAName}` : 'Networks',
    paths: path.screens(path.networks, 'networkId'),
    nameOf: (network) => network.networkName,
    searchPlaceholder: 'Search network',
    emptyBody: 'The provider networks of this TPA: each is sold in its cities.',
    removeBody: (network) => goesWith(network.cityCount, (count) => plural(count, 'city', 'cities'), 'plans and matrix rows'),
    open: (network) => `${path.networks}/${encodeURIComponent(network._id)}/city`,
    parentId: path.tpaId, fixed: { tpa: path.tpaId },
    listBack: { to: path.tpas, label: 'Back to TPAs' },
    rowLinks: [{ label: (network) => `Providers of ${network.networkName}`, to: (network) => `${path.networks}/${encodeURIComponent(network._id)}/providers`, icon: <PeopleCommunityRegular /> }],
    breadcrumbs: path.crumbs,
  });
}

function useCitiesUi() {
  const path = useTreePath();
  return defineResourceUi({
    resource: healthCitiesResource, hooks: citiesHooks,
    title: path.network ? `Cities of ${path.network.networkName}` : 'Cities',
    paths: path.screens(path.cities, 'cityId'),
    nameOf: emiratesOf,
    searchPlaceholder: 'Search city',
    emptyBody: 'The emirates where this network\'s plans are sold.',
    removeBody: (city) => goesWith(city.planCount, (count) => plural(count, 'plan'), 'matrix rows'),
    open: (city) => `${path.cities}/${encodeURIComponent(city._id)}/plans`,
    parentId: path.networkId, fixed: { network: path.networkId },
    listBack: { to: path.networks, label: 'Back to networks' },
    breadcrumbs: path.crumbs,
  });
}

function usePlansUi() {
  const path = useTreePath();
  return defineResourceUi({
    resource: healthPlansResource, hooks: plansHooks,
    title: path.city ? `Plans in ${emiratesOf(path.city)}` : 'Plans',
    paths: path.screens(path.plans, 'planId'),
    nameOf: (plan) => plan.planName,
    searchPlaceholder: 'Search plan',
    emptyBody: 'The plans sold in these emirates, each priced by its premium matrix.',
    removeBody: (plan) => goesWith(plan.matrixCount, (count) => plural(count, 'matrix row'), ''),
    texts: { coPay: (plan) => `${plan.coPay} %` },
    open: (plan) => `${path.plans}/${encodeURIComponent(plan._id)}/matrix`,
    parentId: path.cityId, fixed: { city: path.cityId },
    listBack: { to: path.cities, label: 'Back to cities' },
    rowLinks: [
      { label: (plan) => `Matrix of ${plan.planName}`, to: (plan) => `${path.plans}/${encodeURIComponent(plan._id)}/matrix`, icon: <TableRegular /> },
      { label: (plan) => `Benefits of ${plan.planName}`, to: (plan) => `${path.plans}/${encodeURIComponent(plan._id)}/benefits`, icon: <GiftRegular /> },
    ],
    breadcrumbs: path.crumbs,
  });
}

function useMatrixUi() {
  const path = useTreePath();
  const navigate = useNavigate();
  return defineResourceUi({
    resource: healthMatrixesResource, hooks: matrixHooks,
    title: path.plan ? `Premium matrix of ${path.plan.planName}` : 'Premium matrix',
    paths: path.screens(path.matrix, 'matrixId'),
    nameOf: (row) => `ages ${row.ageFrom}–${row.ageTo}`,
    searchPlaceholder: 'Search',
    emptyBody: 'The premium of each member by visa type, age, salary, gender and relation. Rows of a plan may not overlap.',
    removeBody: 'The plan no longer prices the members this row covered.',
    // The preview prices a sample family on these rows with the insurer's loadings.
    listTools: <Button icon={<CalculatorRegular />} onClick={() => void navigate(`${path.plans}/${encodeURIComponent(path.planId)}/preview`)}>Preview price</Button>,
    parentId: path.planId, fixed: { plan: path.planId },
    listBack: { to: path.plans, label: 'Back to plans' },
    breadcrumbs: path.crumbs,
  });
}

export const TpaList = () => <ResourceList ui={useTpasUi()} />;
export const TpaCreate = () => <ResourceCreate ui={useTpasUi()} />;
export const TpaEdit = () => <ResourceEdit ui={useTpasUi()} />;
export const NetworkList = () => <ResourceList ui={useNetworksUi()} />;
export const NetworkCreate = () => <ResourceCreate ui={useNetworksUi()} />;
export const NetworkEdit = () => <ResourceEdit ui={useNetworksUi()} />;
export const CityList = () => <ResourceList ui={useCitiesUi()} />;
export const CityCreate = () => <ResourceCreate ui={useCitiesUi()} />;
export const CityEdit = () => <ResourceEdit ui={useCitiesUi()} />;
export const PlanList = () => <ResourceList ui={usePlansUi()} />;
export const PlanCreate = () => <ResourceCreate ui={usePlansUi()} />;
export const PlanEdit = () => <ResourceEdit ui={usePlansUi()} />;
export const MatrixList = () => <ResourceList ui={useMatrixUi()} />;
export const MatrixCreate = () => <ResourceCreate ui={useMatrixUi()} />;
export const MatrixEdit = () => <ResourceEdit ui={useMatrixUi()} />;
