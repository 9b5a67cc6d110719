import { endpoint } from '../endpoint.js';
import {
  AssignmentResultSchema, NetworkParamsSchema, NetworkProvidersQuerySchema, NetworkProvidersResultSchema, ProviderIdsBodySchema,
} from './health-network-providers.schema.js';

const BASE = '/api/admin/health/healthprovider';

/**
 * The providers of a network of an insurer's health tree (FIELDS.md "Providers": "by network
 * `GET .../getproviders?networkId=`"; the two-table assignment screen). A provider is in many
 * networks and a network holds many providers: a link, kept in `health_network_providers`.
 *
 * The spec shows only the read. The change is two calls that add and remove a set, not one that
 * replaces the network's whole set: a network can hold thousands of providers, the screen picks a
 * page at a time, and two people assigning at once must not undo each other. Both are idempotent
 * (adding a provider the network has, or removing one it has not, changes nothing) and all or
 * nothing: one unknown or removed provider refuses the whole call (400 naming `providerIds`).
 * A provider removed from the master list stays linked (as the spec's quotes keep it) but is no
 * longer listed. `scope=available` lists the providers the network has not got yet, for the
 * screen's left table, with the same search and filters.
 */
export const healthNetworkProvidersContract = {
  list: endpoint({
    method: 'GET', path: `${BASE}/getproviders`, summary: 'The providers of a network (or those it has not got yet), paged and searched',
    permission: 'company.read', query: NetworkProvidersQuerySchema, response: NetworkProvidersResultSchema, pageSize: 10,
  }),
  assign: endpoint({
    method: 'PUT', path: `${BASE}/{networkId}/assignproviders`, summary: 'Add providers to a network (those it has already are kept)',
    permission: 'company.update', params: NetworkParamsSchema, body: ProviderIdsBodySchema, response: AssignmentResultSchema, edit: 'whole',
  }),
  unassign: endpoint({
    method: 'PUT', path: `${BASE}/{networkId}/removeproviders`, summary: 'Remove providers from a network (those it has not got are ignored)',
    permission: 'company.update', params: NetworkParamsSchema, body: ProviderIdsBodySchema, response: AssignmentResultSchema, edit: 'whole',
  }),
};
