import type { z } from 'zod';
import { flag, longText, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

/**
 * The two master lists of health (spec 001 "Health master data", `health-tpa-master` and
 * `health-networks-master` under the base `/api/admin/health`): the names of third-party
 * administrators and of provider networks that the insurers' health trees pick from. The spec
 * names each group of calls by its segment, as it does `healthprovider`, so the segment is kept
 * as written (`health-networks-master` with its plural, `health-tpa-master`). The spec sends the
 * list's page, size and search in a POST body; BrokerDesk's lists take them in the query, as every
 * list of the kit does, and the POST needs no body. A name is unique among the live entries
 * whatever its case; a code, when given, too. Removal is soft: a tree that named an entry keeps it.
 */
const masterFields = (what: string) => ({
  name: text({ label: `${what} name`, header: 'Name', max: 120, required: true, list: true, search: true, unique: (name: string) => `A ${what} named ${name} already exists` }),
  code: text({ label: 'Code', max: 20, list: true, search: true, upperCase: true, unique: (code: string) => `A ${what} with the code ${code} already exists` }),
  notes: longText({ label: 'Notes', max: 1000 }),
  isActive: flag({ label: 'Active', default: true, list: true, filter: true }),
});

export const healthTpaMastersResource = defineResource({
  name: 'healthTpaMasters',
  module: 'company',
  singular: 'TPA',
  plural: 'TPAs',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: masterFields('TPA'),
  sort: { fields: ['name', 'code'], default: 'name', direction: 'asc' },
  routes: {
    list: 'POST /api/admin/health/health-tpa-master/getallhealthtpamasters',
    create: 'POST /api/admin/health/health-tpa-master/createhealthtpamaster',
    update: 'PUT /api/admin/health/health-tpa-master/{id}/updatehealthtpamaster',
    get: 'GET /api/admin/health/health-tpa-master/{id}/gethealthtpamaster',
    remove: 'DELETE /api/admin/health/health-tpa-master/{id}/deletehealthtpamaster',
  },
});
export type HealthTpaMaster = z.output<typeof healthTpaMastersResource.schemas.record>;

export const healthNetworkMastersResource = defineResource({
  name: 'healthNetworkMasters',
  module: 'company',
  singular: 'network',
  plural: 'networks',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: masterFields('network'),
  sort: { fields: ['name', 'code'], default: 'name', direction: 'asc' },
  routes: {
    list: 'POST /api/admin/health/health-networks-master/getallhealthnetworkmasters',
    create: 'POST /api/admin/health/health-networks-master/createhealthnetworkmaster',
    update: 'PUT /api/admin/health/health-networks-master/{id}/updatehealthnetworkmaster',
    get: 'GET /api/admin/health/health-networks-master/{id}/gethealthnetworkmaster',
    remove: 'DELETE /api/admin/health/health-networks-master/{id}/deletehealthnetworkmaster',
  },
});
export type HealthNetworkMaster = z.output<typeof healthNetworkMastersResource.schemas.record>;
