import { endpoint } from '../endpoint.js';
import {
  CompanyNetworksResultSchema, CompanyParamsSchema, HealthBenefitsResultSchema, PlanBenefitsResultSchema, PlanBenefitsUpdateSchema, PlanParamsSchema,
} from './health-benefits.schema.js';

/**
 * A health plan's benefits (FIELDS.md "Plan benefits"). The master list of benefit lines is
 * seeded by the migration and read-only: the spec shows no call that writes it (a line is added
 * by a migration, as the insurers' tables change). A plan's values: the read answers every master
 * benefit with the plan's values, or the defaults (disabled, nothing set) where none are saved;
 * the save writes the benefits it is given in one transaction, all or nothing. Refusals name the
 * field (`benefits.3.coPayValue`): an unknown benefit, a value not among the benefit's options or
 * not a network of the plan's insurer, a field the benefit does not take, a percentage above 100.
 * The spec gives no method for the save: POST as FIELDS.md writes it.
 */
export const healthBenefitsContract = {
  master: endpoint({
    method: 'GET', path: '/api/admin/health/healthbenefits/getallhealthbenefits', summary: 'The master list of health benefit lines, by group',
    permission: 'company.read', response: HealthBenefitsResultSchema,
  }),
  planValues: endpoint({
    method: 'GET', path: '/api/admin/health/healthcompanybenefits/{planId}/gethealthcompanybenefits', summary: "Every health benefit with a plan's values",
    permission: 'company.read', params: PlanParamsSchema, response: PlanBenefitsResultSchema,
  }),
  savePlanValues: endpoint({
    method: 'POST', path: '/api/admin/health/healthcompanybenefits/updatehealthcompanybenefits', summary: "Save a plan's benefit values",
    permission: 'company.update', body: PlanBenefitsUpdateSchema, response: PlanBenefitsResultSchema, edit: 'whole',
  }),
  companyNetworks: endpoint({
    method: 'GET', path: '/api/admin/health/healthmatrix/{companyId}/getallnetworksbycompany', summary: "The networks of an insurer's health tree, with their TPA",
    permission: 'company.read', params: CompanyParamsSchema, response: CompanyNetworksResultSchema,
  }),
};
