import type { FastifyInstance } from 'fastify';
import {
  healthCompaniesContract, healthCompaniesResource, healthNetworkMastersContract, healthNetworkMastersResource, healthProvidersContract,
  healthProvidersResource, healthTpaMastersContract, healthTpaMastersResource,
} from '../../../shared/contract/health-insurance/index.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { registerResource } from '../../kit/registerResource.js';
import { createHealthCompaniesRepository } from './healthCompanies.repository.js';
import { createHealthProvidersRepository } from './healthProviders.repository.js';

/** Health master data on the kit (issue 16): the TPA and network master lists, providers and the insurers' health settings. */
export function healthInsuranceRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)());
  registerResource(app, healthTpaMastersContract, healthTpaMastersResource, createResourceRepository(app.db, healthTpaMastersResource, 'health_tpa_masters'), {}, { clock: now });
  registerResource(app, healthNetworkMastersContract, healthNetworkMastersResource, createResourceRepository(app.db, healthNetworkMastersResource, 'health_network_masters'), {}, { clock: now });
  registerResource(app, healthProvidersContract, healthProvidersResource, createHealthProvidersRepository(app.db), {}, { clock: now });
  registerResource(app, healthCompaniesContract, healthCompaniesResource, createHealthCompaniesRepository(app.db), {}, { clock: now });
  done();
}
