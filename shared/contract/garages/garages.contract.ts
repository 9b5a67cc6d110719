import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  GARAGE_PAGE_SIZE, GarageInsurersResultSchema, NetworkChangeResultSchema, NetworkChangeSchema, NetworkGaragesResultSchema, NetworkQuerySchema,
  garagesResource,
} from './garages.schema.js';

/**
 * Garages on the kit, plus the insurers' garage networks (spec 001 §7, base
 * `/api/admin/companygarage`): an insurer's network is the set of garages its claims may repair
 * at. The network calls open with the companies module (an insurer's page is where staff manage
 * it): reading it needs `company.read`, changing it `company.update`. `updateCompanyGarages/{id}`
 * and `removeGaragesFromCompany/{id}` take the insurer's id and `{ garageIds }`: the first adds
 * the garages (one already in the network stays as it was), the second removes them (one not in
 * it is no change), so each call may be repeated. An unknown garage is 400 naming it; an unknown
 * insurer 404. A garage's insurers (its page's section) are BrokerDesk's own call.
 */
export const garagesContract = {
  ...garagesResource.contract,
  insurers: endpoint({
    method: 'GET', path: '/api/admin/autogarage/{id}/companies', summary: "The insurers whose garage network a garage is in, by name",
    permission: 'garage.read', params: IdParamsSchema, query: NetworkQuerySchema, response: GarageInsurersResultSchema, pageSize: GARAGE_PAGE_SIZE,
  }),
  network: endpoint({
    method: 'GET', path: '/api/admin/companygarage/getGaragesByCompany/{companyId}', summary: "An insurer's garage network, by garage name; search matches the name, area or emirate",
    permission: 'company.read', params: z.object({ companyId: IdSchema }), query: NetworkQuerySchema, response: NetworkGaragesResultSchema, pageSize: GARAGE_PAGE_SIZE,
  }),
  addToNetwork: endpoint({
    method: 'PUT', path: '/api/admin/companygarage/updateCompanyGarages/{id}', summary: "Add garages to an insurer's network (those already in it stay as they are)",
    permission: 'company.update', params: IdParamsSchema, body: NetworkChangeSchema, response: NetworkChangeResultSchema, edit: 'whole',
  }),
  removeFromNetwork: endpoint({
    method: 'DELETE', path: '/api/admin/companygarage/removeGaragesFromCompany/{id}', summary: "Remove garages from an insurer's network (one not in it is no change)",
    permission: 'company.update', params: IdParamsSchema, body: NetworkChangeSchema, response: NetworkChangeResultSchema,
  }),
};
