import {
  healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
} from '../../../shared/contract/health-matrix/health-matrix.schema.js';
import { api } from '../../app/api.js';
import { resourceApi } from '../../kit/resourceApi.js';

/**
 * The five levels of the health tree, from the kit, under one cache tag: a change at any level
 * changes the counts the level above lists, and a removal takes the levels below with it.
 */
export const tpasHooks = resourceApi('healthTpas', healthTpasResource, 'HealthTree');
export const networksHooks = resourceApi('healthNetworks', healthNetworksResource, 'HealthTree');
export const citiesHooks = resourceApi('healthCities', healthCitiesResource, 'HealthTree');
export const plansHooks = resourceApi('healthPlans', healthPlansResource, 'HealthTree');
export const matrixHooks = resourceApi('healthMatrixes', healthMatrixesResource, 'HealthTree');

/** After a rate workbook is imported every level may have changed: the lists and counts read again. */
export const healthTreeChanged = () => api.util.invalidateTags(['HealthTree']);
