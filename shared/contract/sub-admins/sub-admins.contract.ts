import { IdParamsSchema, SuccessSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  AgentPasswordSchema, ModuleAccessCreateSchema, ModuleAccessListQuerySchema, ModuleAccessListResultSchema,
  ModuleAccessResultSchema, ModuleAccessUpdateSchema, SupervisorListResultSchema,
} from './sub-admins.schema.js';

const base = '/api/admin/module';

/** Staff accounts as module-access records (spec 002 §7 "Module access"); supervisors only. */
export const subAdminsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/listmoduleaccess`, summary: 'List staff accounts', permission: 'supervisor',
    query: ModuleAccessListQuerySchema, response: ModuleAccessListResultSchema, pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `${base}/{id}/readmoduleaccess`, summary: 'Read a staff account', permission: 'supervisor',
    params: IdParamsSchema, response: ModuleAccessResultSchema,
  }),
  update: endpoint({
    method: 'POST', path: `${base}/{id}/updatemoduleaccess`, summary: 'Update a staff account', permission: 'supervisor',
    params: IdParamsSchema, body: ModuleAccessUpdateSchema, response: ModuleAccessResultSchema, edit: 'partial',
  }),
  create: endpoint({
    method: 'POST', path: `${base}/createmoduleaccess`, summary: 'Create a staff account', permission: 'supervisor',
    body: ModuleAccessCreateSchema, response: ModuleAccessResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${base}/{id}/deletemoduleaccess`, summary: 'Delete a staff account', permission: 'supervisor',
    params: IdParamsSchema, response: SuccessSchema,
  }),
  changePassword: endpoint({
    method: 'POST', path: `${base}/{id}/changeagentpassword`, summary: "Change a staff account's password", permission: 'supervisor',
    params: IdParamsSchema, body: AgentPasswordSchema, response: SuccessSchema,
  }),
  supervisors: endpoint({
    method: 'GET', path: `${base}/listofsupervisors`, summary: 'List supervisors', permission: 'supervisor',
    response: SupervisorListResultSchema,
  }),
};
