import { z } from 'zod';
import { IdSchema, ListQuerySchema, listResultSchema } from '../common.schema.js';
import { choice, flag, longText, text, type Choice } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { EMIRATES, type Emirate } from '../../domain/emirates.js';
import { GOOGLE_MAPS_URL } from '../../domain/maps.js';
import { UAE_PHONE } from '../../domain/phone.js';

/** Spec 001 "Garage list and company garage list | 5". */
export const GARAGE_PAGE_SIZE = 5;

/** The seven emirates as a kit choice's options. */
export const EMIRATE_CHOICES = EMIRATES.map((emirate) => ({ value: emirate, label: emirate })) as unknown as readonly [Choice<Emirate>, ...Array<Choice<Emirate>>];

/** An optional map link: blank, or Google Maps over https. */
const OPTIONAL_MAPS_URL = new RegExp(`^$|${GOOGLE_MAPS_URL.source}`, 'i');

export const GARAGE_AGENCY_CHOICES = [{ value: 'agency', label: 'Agency' }, { value: 'nonagency', label: 'Non-agency' }] as const;

/**
 * Auto garages (spec 001 §7 Garages): the workshops claims send cars to. The spec writes the calls
 * short under the base `/api/admin/autogarage`: "GET getgarage/{id}; POST create; PUT
 * autogarage/{id}; DELETE autogarage/{id}" is read as `GET …/autogarage/getgarage/{id}`, `POST
 * …/autogarage/create`, `PUT …/autogarage/{id}` and `DELETE …/autogarage/{id}`. Its list is a
 * POST with `page`, `size` and `search` in the query; BrokerDesk takes its filters (emirate,
 * agency, active) there too, and the POST needs no body. A garage's name is unique within its
 * emirate (two branches of one chain in two emirates are two garages; case does not make another
 * name): a clash is 409. `agency` says whether it is a make's authorised workshop, as a motor
 * plan's repair condition does. Removal is soft: claims keep pointing at the garage.
 */
export const garagesResource = defineResource({
  name: 'garages',
  module: 'garage',
  singular: 'garage',
  plural: 'garages',
  pageSize: GARAGE_PAGE_SIZE,
  removal: 'soft',
  fields: {
    name: text({ label: 'Garage name', header: 'Name', max: 120, required: true, list: true, search: true }),
    emirate: choice({ label: 'Emirate', list: true, filter: true, default: 'Dubai', choices: EMIRATE_CHOICES }),
    area: text({ label: 'Area', max: 120, required: true, list: true, search: true }),
    address: longText({ label: 'Address', max: 500 }),
    phone: text({ label: 'Phone', max: 24, required: true, list: true, hint: 'UAE landline or mobile, e.g. 04 123 4567', pattern: { regex: UAE_PHONE, message: 'Phone must be a UAE landline or mobile number' } }),
    email: text({ label: 'E-mail', max: 254, pattern: { regex: /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'E-mail must be a valid e-mail address' } }),
    contactPerson: text({ label: 'Contact person', max: 120, search: true }),
    agency: choice({ label: 'Agency', list: true, filter: true, default: 'nonagency', choices: GARAGE_AGENCY_CHOICES }),
    makesServed: text({ label: 'Makes served', max: 300, search: true, hint: 'Comma-separated, e.g. Toyota, Lexus' }),
    googleMapsUrl: text({ label: 'Google map url', max: 500, pattern: { regex: OPTIONAL_MAPS_URL, message: 'Google map url must be an https link of Google Maps' } }),
    isActive: flag({ label: 'Active', default: true, list: true, filter: true }),
  },
  sort: { fields: ['name', 'emirate', 'area'], default: 'name', direction: 'asc' },
  routes: {
    list: 'POST /api/admin/autogarage/getallgarages',
    get: 'GET /api/admin/autogarage/getgarage/{id}',
    create: 'POST /api/admin/autogarage/create',
    update: 'PUT /api/admin/autogarage/{id}',
    remove: 'DELETE /api/admin/autogarage/{id}',
  },
});

export type Garage = z.output<typeof garagesResource.schemas.record>;

/** The paged lists of an insurer's network and of a garage's insurers: page, size (5) and a search of the names. */
export const NetworkQuerySchema = ListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(GARAGE_PAGE_SIZE),
});

/** A garage of an insurer's network, with what the network list shows of it. */
export const NetworkGarageSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  emirate: z.enum(EMIRATES),
  area: z.string(),
  agency: z.enum(GARAGE_AGENCY_CHOICES.map((choice) => choice.value)),
  isActive: z.boolean(),
  addedAt: z.string(),
});
export type NetworkGarage = z.infer<typeof NetworkGarageSchema>;
export const NetworkGaragesResultSchema = listResultSchema(NetworkGarageSchema);

/** An insurer whose network a garage is in. */
export const GarageInsurerSchema = z.object({ _id: IdSchema, companyName: z.string(), addedAt: z.string() });
export type GarageInsurer = z.infer<typeof GarageInsurerSchema>;
export const GarageInsurersResultSchema = listResultSchema(GarageInsurerSchema);

/** The garages a network call adds or removes: at least one, each named once. */
export const NetworkChangeSchema = z.object({
  garageIds: z.array(IdSchema, 'garageIds must be a list of garage ids').min(1, 'garageIds: choose at least one garage').max(200, 'garageIds: at most 200 garages at a time')
    .transform((ids) => [...new Set(ids)]),
});
export type NetworkChange = z.input<typeof NetworkChangeSchema>;
export const NetworkChangeResultSchema = z.object({
  success: z.literal(true),
  /** How many garages the call really added or removed (one already there, or not there, is no change). */
  data: z.object({ changed: z.number().int(), total: z.number().int() }),
  message: z.string(),
});
