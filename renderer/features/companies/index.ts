import { BuildingRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { defineArea, type PageLoader } from '../../app/defineArea.js';
import { healthConditionPages } from '../health-conditions/public.js';
import { healthTreePages } from '../health-matrix/public.js';

const motor = '/companies/[companyId]/motor-insurance';
const matrix = () => import('./motor/MatrixPages.js');
const matrixForms = () => import('./motor/MatrixForms.js');
const excess = () => import('./motor/ExcessPages.js');
const conditions = () => import('./motor/ConditionPages.js');
/** A page from a named export of a module that holds several screens. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader =>
  () =>
    load().then((module) => ({ default: pick(module) }));

/** Insurance companies and their motor master data: plans, matrix, excess, pricing (spec 001 §3/§7). */
export default defineArea({
  name: 'companies',
  title: 'Companies',
  description: 'Insurers, their motor plans, rate matrix, excess and the pricing every quote comes from.',
  module: 'company',
  tags: ['Company', 'MotorPlan', 'Matrix', 'Excess', 'Condition', 'PlanBenefits', 'PricingSettings', 'HealthTree', 'HealthCondition', 'HealthNetworkProviders', 'HealthPlanBenefits'],
  idParam: 'companyId',
  icon: BuildingRegular,
  list: () => import('./CompanyList.js'),
  show: () => import('./CompanyShow.js'),
  create: () => import('./CompanyCreate.js'),
  edit: () => import('./CompanyEdit.js'),
  pages: {
    ...healthTreePages,
    ...healthConditionPages,
    [motor]: () => import('./motor/MotorInsurance.js'),
    [`${motor}/coverage-benefits`]: () => import('./motor/CoverageBenefits.js'),
    [`${motor}/matrix`]: page(matrix, (m) => m.MatrixList),
    [`${motor}/matrix/[matrixId]`]: page(matrix, (m) => m.MatrixShow),
    [`${motor}/matrix/createMatrix`]: page(matrixForms, (m) => m.MatrixCreate),
    [`${motor}/matrix/[matrixId]/editMatrix`]: page(matrixForms, (m) => m.MatrixEdit),
    [`${motor}/excess`]: page(excess, (m) => m.ExcessList),
    [`${motor}/excess/create`]: page(excess, (m) => m.ExcessCreate),
    [`${motor}/excess/[excessId]`]: page(excess, (m) => m.ExcessShow),
    [`${motor}/excess/[excessId]/edit`]: page(excess, (m) => m.ExcessEdit),
    [`${motor}/conditions`]: page(conditions, (m) => m.ConditionList),
    [`${motor}/conditions/create`]: page(conditions, (m) => m.ConditionCreate),
    [`${motor}/conditions/[conditionId]`]: page(conditions, (m) => m.ConditionShow),
    [`${motor}/conditions/[conditionId]/edit`]: page(conditions, (m) => m.ConditionEdit),
  },
});
