import { IdParamsSchema, SuccessSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  BodyListResultSchema, CarDetailsQuerySchema, CarMakeInputSchema, CarMakeListQuerySchema, CarMakeListResultSchema, CarMakePageResultSchema,
  CarMakeResultSchema, CarMakeUpdateSchema, CarModelListResultSchema, CarResultSchema, CarTrimListResultSchema, CarTrimResultSchema, CarUpdateSchema,
  CarValueQuerySchema, CarValueResultSchema, ColorListQuerySchema, CreateCarByVinSchema, NewModelsSchema, StringListResultSchema,
  TopModelsQuerySchema, TrimQuerySchema, VehicleCsvResultSchema, VehicleCsvUploadSchema, YearListResultSchema, YearQuerySchema,
} from './cars.schema.js';

const cars = '/api/cars';
const makes = '/api/admin/carcompanies';

/**
 * The car catalogue (spec 000 §7 "Cars", every call under `/api/cars`) and the car companies with
 * the vehicle CSV upload (spec 001 §7, paths not shown, so `/api/admin/carcompanies`).
 * Decisions where the spec is silent:
 * - Catalogue reads need a signed-in account; creating and editing a proposal's car need
 *   `proposal.create` / `proposal.update` (agents build proposals); makes and the CSV need `company.*`.
 * - `getnewcars` answers the makes that have trims of the year (all makes without a year).
 * - Answers are `{ success, data }`; `getnationalities` and `getcolorlist` give arrays of strings.
 * - The CSV travels as JSON text (`{ mode, csv }`), not multipart.
 */
export const carsContract = {
  newCars: endpoint({
    method: 'GET', path: `${cars}/getnewcars`, summary: 'Car makes of a model year', permission: 'signedIn',
    query: YearQuerySchema, response: CarMakeListResultSchema,
  }),
  newModels: endpoint({
    method: 'POST', path: `${cars}/getnewmodels`, summary: 'Models of a make', permission: 'signedIn',
    body: NewModelsSchema, response: CarModelListResultSchema,
  }),
  trims: endpoint({
    method: 'POST', path: `${cars}/gettrim`, summary: 'Trims of a model', permission: 'signedIn',
    body: TrimQuerySchema, response: CarTrimListResultSchema,
  }),
  carDetails: endpoint({
    method: 'POST', path: `${cars}/getcardetails`, summary: 'One catalogue trim with its new-car value', permission: 'signedIn',
    body: CarDetailsQuerySchema, response: CarTrimResultSchema,
  }),
  years: endpoint({
    method: 'GET', path: `${cars}/getyears`, summary: 'Model years of the catalogue', permission: 'signedIn',
    response: YearListResultSchema,
  }),
  bodies: endpoint({
    method: 'GET', path: `${cars}/getbodies`, summary: 'Body types', permission: 'signedIn',
    response: BodyListResultSchema,
  }),
  calculateCarValue: endpoint({
    method: 'POST', path: `${cars}/calculatecarvalue`, summary: 'Value a car from its new-car value, age and mileage', permission: 'signedIn',
    body: CarValueQuerySchema, response: CarValueResultSchema,
  }),
  updateCar: endpoint({
    method: 'POST', path: `${cars}/{id}/updatecar`, summary: "Edit a proposal's car", permission: 'proposal.update',
    params: IdParamsSchema, body: CarUpdateSchema, response: CarResultSchema, edit: 'partial',
  }),
  topCars: endpoint({
    method: 'GET', path: `${cars}/gettopcars`, summary: 'The most common makes', permission: 'signedIn',
    response: CarMakeListResultSchema,
  }),
  topModels: endpoint({
    method: 'GET', path: `${cars}/gettopmodels`, summary: 'The most common models of a make', permission: 'signedIn',
    query: TopModelsQuerySchema, response: CarModelListResultSchema,
  }),
  nationalities: endpoint({
    method: 'GET', path: `${cars}/getnationalities`, summary: 'Nationalities', permission: 'signedIn',
    response: StringListResultSchema,
  }),
  colors: endpoint({
    method: 'POST', path: `${cars}/getcolorlist`, summary: 'Car colours', permission: 'signedIn',
    body: ColorListQuerySchema, response: StringListResultSchema,
  }),
  createCarByVin: endpoint({
    method: 'POST', path: `${cars}/createcarbyvinno`, summary: 'Create a car from its VIN', permission: 'proposal.create',
    body: CreateCarByVinSchema, response: CarResultSchema,
  }),

  makes: endpoint({
    method: 'GET', path: makes, summary: 'Car companies (makes)', permission: 'company.read',
    query: CarMakeListQuerySchema, response: CarMakePageResultSchema, pageSize: PAGE_SIZES.default,
  }),
  makeCreate: endpoint({
    method: 'POST', path: makes, summary: 'Add a car company', permission: 'company.create',
    body: CarMakeInputSchema, response: CarMakeResultSchema,
  }),
  makeUpdate: endpoint({
    method: 'PUT', path: `${makes}/{id}`, summary: 'Edit a car company', permission: 'company.update',
    params: IdParamsSchema, body: CarMakeUpdateSchema, response: CarMakeResultSchema, edit: 'partial',
  }),
  makeRemove: endpoint({
    method: 'DELETE', path: `${makes}/{id}`, summary: 'Delete a car company without models', permission: 'company.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),
  uploadCsv: endpoint({
    method: 'POST', path: `${makes}/uploadvehiclecsv`, summary: 'Load makes, models, trims and new-car values from a CSV', permission: 'company.update',
    body: VehicleCsvUploadSchema, response: VehicleCsvResultSchema,
  }),
};
