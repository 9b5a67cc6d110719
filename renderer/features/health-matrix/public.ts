import type { ComponentType } from 'react';
import type { PageLoader } from '../../app/defineArea.js';
import type * as HealthTreeScreens from './healthTreeScreens.js';

// The health tree's face for other features: its pages, which the companies area shows under an insurer.
type Screens = typeof HealthTreeScreens;
const page = (pick: (screens: Screens) => ComponentType): PageLoader => () => import('./healthTreeScreens.js').then((screens) => ({ default: pick(screens) }));

const health = '/companies/[companyId]/health-insurance';
const tpa = `${health}/tpa`;
const network = `${tpa}/[tpaId]/network`;
const city = `${network}/[networkId]/city`;
const plans = `${city}/[cityId]/plans`;
const matrix = `${plans}/[planId]/matrix`;

/** The list, create and edit pages of each level (TPA → network → city → plan → matrix), a network's providers and a plan's benefits, at the companies area's routes. */
export const healthTreePages: Record<string, PageLoader> = {
  [tpa]: page((s) => s.TpaList), [`${tpa}/create`]: page((s) => s.TpaCreate), [`${tpa}/[tpaId]/edit`]: page((s) => s.TpaEdit),
  [network]: page((s) => s.NetworkList), [`${network}/create`]: page((s) => s.NetworkCreate), [`${network}/[networkId]/edit`]: page((s) => s.NetworkEdit),
  [city]: page((s) => s.CityList), [`${city}/create`]: page((s) => s.CityCreate), [`${city}/[cityId]/edit`]: page((s) => s.CityEdit),
  [plans]: page((s) => s.PlanList), [`${plans}/create`]: page((s) => s.PlanCreate), [`${plans}/[planId]/edit`]: page((s) => s.PlanEdit),
  [`${network}/[networkId]/providers`]: () => import('./networkProvidersScreen.js').then((m) => ({ default: m.NetworkProviders })),
  [`${plans}/[planId]/benefits`]: () => import('./planBenefitsScreen.js').then((m) => ({ default: m.PlanBenefits })),
  [matrix]: page((s) => s.MatrixList), [`${matrix}/create`]: page((s) => s.MatrixCreate), [`${matrix}/[matrixId]/edit`]: page((s) => s.MatrixEdit),
};
