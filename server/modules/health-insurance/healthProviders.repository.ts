import { healthProvidersResource } from '../../../shared/contract/health-insurance/index.js';
import type { Db } from '../../db/database.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/**
 * The providers (migration 0037, a kit table of tens of thousands of rows): their totals are kept
 * under the table's change counter, and their search reads the substring index of migration 0040.
 * The providers list and a network's providers read them through this one repository.
 */
export function createHealthProvidersRepository(db: Db) {
  return createResourceRepository(db, healthProvidersResource, 'health_providers', { totalsTopic: 'health_providers', substringIndex: true });
}
