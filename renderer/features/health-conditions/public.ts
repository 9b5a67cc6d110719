import type { PageLoader } from '../../app/defineArea.js';

// The health conditions' face for other features: their pages, which the companies area shows under an insurer.
const health = '/companies/[companyId]/health-insurance';
const conditions = `${health}/conditions`;
const screens = () => import('./conditionsScreens.js');

/** The insurer's health page, its conditions' list, create and edit pages, and a plan's preview, at the companies area's routes. */
export const healthConditionPages: Record<string, PageLoader> = {
  [health]: () => import('./HealthInsurancePage.js'),
  [conditions]: () => screens().then((s) => ({ default: s.ConditionList })),
  [`${conditions}/create`]: () => screens().then((s) => ({ default: s.ConditionCreate })),
  [`${conditions}/[conditionId]/edit`]: () => screens().then((s) => ({ default: s.ConditionEdit })),
  [`${health}/tpa/[tpaId]/network/[networkId]/city/[cityId]/plans/[planId]/preview`]: () => import('./PlanPreview.js'),
};
