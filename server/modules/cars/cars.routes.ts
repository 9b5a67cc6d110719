import type { FastifyInstance } from 'fastify';
import { BODY_TYPES, BODY_VEHICLE_TYPE } from '../../../shared/contract/cars/index.js';
import { carsContract } from '../../../shared/contract/cars/cars.contract.js';
import { NATIONALITIES } from '../../../shared/domain/nationalities.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { CAR_COLOURS } from './carLists.js';
import { calculateCarValue } from './carValue.js';
import { createCarsRepository } from './cars.repository.js';

const BODIES = BODY_TYPES.map((bodyType) => ({ bodyType, vehicleType: BODY_VEHICLE_TYPE[bodyType] }));

/** The car catalogue (spec 000 §7 "Cars"), cars of proposals, valuation, car companies and the vehicle CSV. */
export function carsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const cars = createCarsRepository(app.db);
  // The valuation figures are the office's stored motor pricing settings, kept with the companies.
  const companies = createCompaniesRepository(app.db);
  const today = () => new Date().toISOString().slice(0, 10);

  const handlers: AreaHandlers<typeof carsContract> = {
    newCars: async ({ query }) => ({ success: true, data: await cars.makes(query.year) }),
    newModels: async ({ body }) => ({ success: true, data: await cars.models(body.make, body.year) }),
    trims: async ({ body }) => ({ success: true, data: await cars.trims(body.make, body.model, body.year) }),
    carDetails: async ({ body }) => ({ success: true, data: await cars.trim(body) }),
    years: async () => ({ success: true, data: await cars.years() }),
    bodies: () => ({ success: true, data: BODIES }),
    calculateCarValue: async ({ body }) => {
      const trim = body.trimId ? await cars.trim({ trimId: body.trimId }) : undefined;
      const value = calculateCarValue({
        newCarValueFils: body.newCarValueFils ?? trim!.newCarValueFils,
        year: body.year ?? trim?.year,
        firstRegistrationDate: body.firstRegistrationDate,
        mileageKm: body.mileageKm,
        usage: body.usage,
        valuationDate: body.valuationDate ?? today(),
      }, await companies.getMotorPricingSettings());
      return { success: true, data: value };
    },
    updateCar: async ({ params, body }) => ({ success: true, data: await cars.updateCar(params.id, body), message: 'SuccessFully Updated' }),
    topCars: async () => ({ success: true, data: await cars.makes(undefined, true) }),
    topModels: async ({ query }) => ({ success: true, data: await cars.models(query.make, query.year, true) }),
    nationalities: () => ({ success: true, data: [...NATIONALITIES] }),
    colors: ({ body }) => {
      const search = body.search?.toLowerCase();
      return { success: true, data: CAR_COLOURS.filter((colour) => !search || colour.toLowerCase().includes(search)) };
    },
    createCarByVin: async ({ body }) => ({ success: true, data: await cars.createCarByVin(body), message: 'Successfully created' }),

    makes: async ({ query }) => {
      const page = await cars.listMakes(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },
    makeCreate: async ({ body }) => ({ success: true, data: await cars.createMake(body), message: 'Successfully created' }),
    makeUpdate: async ({ params, body }) => ({ success: true, data: await cars.updateMake(params.id, body), message: 'SuccessFully Updated' }),
    makeRemove: async ({ params }) => {
      await cars.removeMake(params.id);
      return { success: true, message: 'Car company deleted' };
    },
    uploadCsv: async ({ body }) => {
      const result = await cars.uploadCsv(body);
      return { success: true, data: result, message: `${result.added} added, ${result.updated} updated, ${result.rejected} rejected` };
    },
  };
  registerArea(app, carsContract, handlers);
  done();
}
