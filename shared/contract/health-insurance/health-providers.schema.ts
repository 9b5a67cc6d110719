import type { z } from 'zod';
import { choice, date, flag, longText, text, type Choice } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { UAE_PHONE } from '../../domain/phone.js';
import { PAGE_SIZES } from '../constants.js';
import { EMIRATE_CHOICES } from '../garages/garages.schema.js';

/** FIELDS.md's provider types, the list the seed's form offers ("…" there: these are the ones it names). */
export const PROVIDER_TYPES = [
  'Hospital', 'Clinic', 'Pharmacy', 'Diagnostics', 'Optical Center', 'Day Surgery Center', 'Government Hospital', 'Government Clinic', 'Government Pharmacy',
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
const PROVIDER_TYPE_CHOICES = PROVIDER_TYPES.map((type) => ({ value: type, label: type })) as unknown as readonly [Choice<ProviderType>, ...Array<Choice<ProviderType>>];

/**
 * Health providers (spec 001 "Health master data" `healthprovider`; FIELDS.md "Providers"): the
 * hospitals, clinics and pharmacies a network's members are treated at. The list is a GET with
 * `page`, `size` and `search` in the query, as FIELDS.md and the brief write it (spec 001 lists
 * it as a POST), and takes the emirate and type filters there too. A licence number is one
 * provider's (the regulator issues one per facility), whatever its case; the search matches the
 * name, code or licence, and a licence typed in full finds that provider on its index.
 * `providerAddresss` keeps the spelling the seed system sends. The form's emirate has no default
 * in the seed's form; here it starts on Dubai like every emirate select of BrokerDesk, and the
 * type on Clinic, the commonest. Removal is soft: a network's assignment and old quotes keep it.
 * The providers of a network (`getproviders?networkId=`) belong to the insurers' health tree.
 */
export const healthProvidersResource = defineResource({
  name: 'healthProviders',
  module: 'company',
  singular: 'provider',
  plural: 'providers',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    providerCode: text({ label: 'Provider code', header: 'Code', max: 30, list: true, search: true, upperCase: true }),
    providerName: text({ label: 'Provider name', header: 'Name', max: 160, required: true, list: true, search: true }),
    providerType: choice({ label: 'Provider type', header: 'Type', list: true, filter: true, default: 'Clinic', choices: PROVIDER_TYPE_CHOICES }),
    providerContactNumber: text({
      label: 'Contact number', header: 'Contact No', max: 24, required: true, list: true, hint: 'UAE landline or mobile, e.g. 04 123 4567',
      pattern: { regex: UAE_PHONE, message: 'Contact number must be a UAE landline or mobile number' },
    }),
    providerLicenseNumber: text({
      label: 'Licence number', header: 'License Number', max: 40, required: true, list: true, search: true, upperCase: true,
      unique: (licence: string) => `A provider with the licence number ${licence} already exists`,
    }),
    emirate: choice({ label: 'Emirate', list: true, filter: true, default: 'Dubai', choices: EMIRATE_CHOICES }),
    serviceProvider: text({ label: 'Service provider', max: 160, required: true, hint: 'The operator or owner, e.g. the hospital group' }),
    region: text({ label: 'Service provider region', max: 120 }),
    providerAddresss: longText({ label: 'Address', max: 500, required: true }),
    providerSpeciality: text({ label: 'Speciality', max: 160 }),
    providerGroup: text({ label: 'Provider group', max: 120 }),
    providerStartDate: date({ label: 'Start date' }),
    isActive: flag({ label: 'Active', default: true, filter: true }),
  },
  sort: { fields: ['providerName', 'providerCode', 'providerType', 'emirate'], default: 'providerName', direction: 'asc' },
  routes: {
    list: 'GET /api/admin/health/healthprovider/getallproviders',
    create: 'POST /api/admin/health/healthprovider/createhealthprovider',
    get: 'GET /api/admin/health/healthprovider/{id}',
    update: 'PUT /api/admin/health/healthprovider/{id}',
    remove: 'DELETE /api/admin/health/healthprovider/{id}',
  },
});
export type HealthProvider = z.output<typeof healthProvidersResource.schemas.record>;
