import { choice, image, longText, money, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';
import { PAGE_SIZES } from '../constants.js';

export const BENEFIT_LIMIT_TYPES = [{ value: 'boolean', label: 'Yes or no' }, { value: 'number', label: 'Number' }] as const;
/** What a number limit counts; plans show "limit in <unit>". */
export const BENEFIT_LIMIT_UNITS = [{ value: 'none', label: 'None' }, { value: 'AED', label: 'AED' }, { value: 'days', label: 'Days' }] as const;

/**
 * The master list of benefits plans refer to (FIELDS.md "Benefits", the seed system's `/benifits`
 * spelling kept): name, description, a limit that is either yes/no or a number, the additional
 * charge and an image. The limit is text: `YES`/`NO` for a yes-or-no limit, a whole number otherwise.
 * Motor plans take their benefits from this list (`getallmasterbenefits`), each by the benefit's id.
 * Decisions where FIELDS is silent: a number limit states its unit (AED or days; `none` is stored
 * as no unit); the charge may be 0, a benefit plans include at no charge; the image is optional,
 * since the motor benefits BrokerDesk starts with have none.
 */
export const benifitsResource = defineResource({
  name: 'benifits',
  module: 'benefit',
  singular: 'benefit',
  plural: 'benefits',
  pageSize: PAGE_SIZES.default,
  removal: 'soft',
  fields: {
    name: text({ label: 'Name', max: 120, required: true, list: true, search: true, unique: 'A benefit with this name already exists' }),
    description: longText({ label: 'Description', max: 2000, required: true, list: true, search: true }),
    limitType: choice({ label: 'Limit type', choices: BENEFIT_LIMIT_TYPES, default: 'boolean' }),
    limit: text({ label: 'Limit', max: 12, required: true, list: true, hint: 'YES or NO, or a whole number' }),
    limitUnit: choice({ label: 'Limit unit', choices: BENEFIT_LIMIT_UNITS, default: 'none' }),
    additionalChargeFils: money({ label: 'Additional charge', maxAed: 100_000, list: true, zero: true, hint: '0 when plans include it at no charge' }),
    image: image({ label: 'Image' }),
  },
  sort: { fields: ['name', 'additionalChargeFils'], default: 'createdAt', direction: 'desc' },
  refine: (values) => {
    const limit = typeof values.limit === 'string' ? values.limit.trim() : '';
    if (values.limitType === 'boolean' && limit !== 'YES' && limit !== 'NO') return [{ field: 'limit', message: 'A yes-or-no limit is YES or NO' }];
    if (values.limitType === 'number' && !/^[1-9]\d{0,8}$/.test(limit)) return [{ field: 'limit', message: 'A number limit is a whole number above 0' }];
    if (values.limitType === 'boolean' && values.limitUnit !== undefined && values.limitUnit !== 'none') return [{ field: 'limitUnit', message: 'A yes-or-no limit has no unit' }];
    return [];
  },
  routes: {
    list: 'GET /api/admin/benifits',
    create: 'POST /api/admin/benifits/',
    get: 'GET /api/admin/benifits/{id}',
    update: 'PUT /api/admin/benifits/{id}',
    remove: 'DELETE /api/admin/benifits/{id}',
    images: 'POST /api/admin/benifits/{id}/images',
  },
});
