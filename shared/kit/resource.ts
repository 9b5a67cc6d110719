import { z } from 'zod';
import type { ModuleKey } from '../access/modules.js';
import { IdParamsSchema, IdSchema, ImageDataResultSchema, ListQuerySchema, RecordMetaSchema, SuccessSchema, detailResultSchema, listResultSchema } from '../contract/common.schema.js';
import { partialEdit, type PartialEdit } from '../contract/edit.js';
import { endpoint, type EndpointDef, type HttpMethod } from '../contract/endpoint.js';
import type { FieldDef } from './fields.js';

/**
 * The resource kit: a simple area described once — its fields, its endpoints at the spec's paths,
 * its page size — gives its contract (`resource.contract`), which the server registers with
 * `server/kit/registerResource.ts` and the screens use through `renderer/kit/`. What is special
 * about an area is written beside the description, not in a copy of the generic parts.
 */
export type Fields = Record<string, FieldDef>;

/** The largest image a record of the kit takes (a product icon, a blog cover). */
export const RESOURCE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An endpoint's method and path, as the spec writes them: `'GET /api/admin/menus/getAll'`. */
export type Route = `${HttpMethod} /${string}`;

export interface ResourceOptions<F extends Fields> {
  /** The area's name: its folder in each layer, and the key of its endpoints (`menus.list`). */
  name: string;
  /** The module whose grants open it (`menu.read`, `menu.create`, …). */
  module: ModuleKey;
  /** A record in words, for summaries and messages: "menu", "product". */
  singular: string;
  plural: string;
  fields: F;
  pageSize: number;
  /** Sorting the list: the fields whose header sorts it on the server (besides `createdAt`), and the default order. */
  sort: { fields: readonly (keyof F & string)[]; default: NoInfer<keyof F & string> | 'createdAt'; direction: 'asc' | 'desc' };
  /** `soft` keeps the row with its removal time, out of every read; `hard` deletes it. */
  removal: 'soft' | 'hard';
  routes: {
    list: Route;
    get: Route;
    create?: Route;
    update?: Route;
    remove?: Route;
    /** Switches the status flag on or off (`status` names the flag and how the body names the record). */
    setStatus?: Route;
    /** The base of the image calls: `POST <path>/<field>` uploads one (multipart `file`), `GET <path>/<field>` reads it. */
    images?: Route;
  };
  /**
   * The flag the status call switches; `idKey` when the spec sends the record's id in the body
   * (`{ productId, isActive }`) rather than in the path.
   */
  status?: { field: keyof F & string; idKey?: string };
  /**
   * A child resource: each record belongs to one record of another resource (an offer to its
   * partner). `field` is its required reference to the parent; the list route carries the
   * parent's id as `{<param>}` and lists only that parent's records; a create names the parent in
   * its body; an edit may not move a record to another parent.
   */
  parent?: { field: keyof F & string; param: string };
  /**
   * The number of records of the level below each record has, read with it (a TPA's networks,
   * a plan's matrix rows): under its key, a whole number the list shows as a column headed
   * `label`. `table` and `column` name the child table and its key to this record; `live` counts
   * only the children not removed (a child table that removes softly).
   */
  counts?: Record<string, { label: string; table: string; column: string; live?: boolean }>;
  /**
   * Where the list takes its filters: in the query (by default) or, as the spec's POST lists with
   * a filter body do (`{ insuranceType, agentId }`), in the body; paging, search and sort stay in
   * the query either way.
   */
  listFilters?: 'query' | 'body';
  /**
   * Filters that name one of the resource's flags and list the records with that flag on (the
   * line of business a corporate customer has): `{ insuranceType: { label: 'Type', flags: [...] } }`.
   */
  flagFilters?: Record<string, { label: string; flags: readonly (keyof F & string)[] }>;
  /**
   * Rules between fields, on a new record and on a record as an edit leaves it: each break names
   * its field, or one field of a group's entry (`carFleet.0.renewalDate`).
   */
  refine?: (values: Record<string, unknown>) => Array<{ field: (keyof F & string) | `${keyof F & string}.${number}.${string}`; message: string }>;
  /** A spec path with no base of its own in the spec: say so in the contract's comment. */
  note?: string;
}

type InputShape<F extends Fields> = { -readonly [K in keyof F as F[K]['kind'] extends 'image' ? never : K]: F[K]['input'] };

type ReferenceNames<F extends Fields> = {
  [K in keyof F as F[K] extends { reference: { nameKey: infer N extends string } } ? N : never]: z.ZodNullable<z.ZodString>;
};
type OutputShape<F extends Fields> = { -readonly [K in keyof F]: F[K]['output'] } & ReferenceNames<F>;

type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? (F[K]['kind'] extends 'image' ? never : K) : never }[keyof F];

type SortKey<O> = O extends { sort: { fields: readonly (infer K)[] } } ? K | 'createdAt' : 'createdAt';

/** The counts of the level below a record carries (`counts`), each a whole number. */
type CountShape<O> = O extends { counts: infer C extends Record<string, unknown> } ? { -readonly [K in keyof C]: z.ZodNumber } : unknown;

export type RecordSchema<F extends Fields, O = unknown> = ReturnType<typeof RecordMetaSchema.extend<OutputShape<F> & CountShape<O>>>;
export type InputSchema<F extends Fields> = z.ZodObject<InputShape<F>>;

/** The schemas of a resource, for forms, tests and the server. */
export interface ResourceSchemas<F extends Fields, O extends ResourceOptions<F>> {
  record: RecordSchema<F, O>;
  input: InputSchema<F>;
  update: PartialEdit<InputSchema<F>, RequiredKeys<F>>;
  listQuery: ReturnType<typeof listQuerySchema<F, O>>;
}

function listQuerySchema<F extends Fields, O extends ResourceOptions<F>>(options: O) {
  const sortFields = sortFieldsOf(options) as [SortKey<O> & string, ...(SortKey<O> & string)[]];
  return ListQuerySchema.extend({
    size: z.coerce.number().int().min(1).max(100).default(options.pageSize),
    sortField: z.enum(sortFields).default(options.sort.default as never),
    sortDirection: z.enum(['asc', 'desc']).default(options.sort.direction),
    ...(options.listFilters !== 'body' && filtersOf(options)),
  });
}

/**
 * The list's filters: each flag, choice or reference field marked `filter` may be given (a flag
 * as `true` or `false`, a reference as the record's id), and each of the `flagFilters` as the
 * name of one of its flags; none given is no filter. In a body a flag is a boolean.
 */
function filtersOf(options: Pick<ResourceOptions<Fields>, 'fields' | 'flagFilters' | 'listFilters'>): Record<string, z.ZodOptional<z.ZodType>> {
  const filters: Record<string, z.ZodOptional<z.ZodType>> = {};
  const inBody = options.listFilters === 'body';
  for (const [key, field] of Object.entries(options.fields)) {
    if (!field.filter) continue;
    if (field.kind === 'flag') {
      filters[key] = inBody
        ? z.boolean(`${field.label} is true or false`).optional()
        : z.enum(['true', 'false'], `${field.label} is true or false`).transform((value) => value === 'true').optional();
    } else if (field.choices) filters[key] = z.enum(field.choices.map((option) => option.value) as [string, ...string[]], `${field.label} must be one of: ${field.choices.map((option) => option.label).join(', ')}`).optional();
    else if (field.reference) filters[key] = IdSchema.optional();
  }
  for (const [key, filter] of Object.entries(options.flagFilters ?? {})) {
    const labels = filter.flags.map((flag) => options.fields[flag]!.label);
    filters[key] = z.enum(filter.flags as [string, ...string[]], `${filter.label} must be one of: ${labels.join(', ')}`).optional();
  }
  return filters;
}

/** The list's filters in a POST list's body: all optional, so no body is no filter. */
export function listFiltersSchema(options: Pick<ResourceOptions<Fields>, 'fields' | 'flagFilters' | 'listFilters'>) {
  return z.object(filtersOf(options));
}

/** The keys of the list's filters on fields (flags, choices and references marked `filter`). */
export function filterKeysOf(fields: Fields): string[] {
  return Object.entries(fields).filter(([, field]) => field.filter && (field.kind === 'flag' || field.choices || field.reference)).map(([key]) => key);
}

/** What the list may be sorted by: `createdAt` and the resource's sort fields. */
export function sortFieldsOf(options: Pick<ResourceOptions<Fields>, 'sort'>): string[] {
  return ['createdAt', ...options.sort.fields];
}

function schemasOf<F extends Fields, O extends ResourceOptions<F>>(options: O): ResourceSchemas<F, O> {
  const outputs: Record<string, z.ZodType> = {};
  const inputs: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(options.fields)) {
    outputs[key] = field.output;
    if (field.kind !== 'image') inputs[key] = field.input;
    if (field.reference) outputs[field.reference.nameKey] = z.string().nullable();
  }
  for (const key of Object.keys(options.counts ?? {})) outputs[key] = z.number().int();
  const refine = options.refine;
  const input = (refine
    ? z.object(inputs).superRefine((values, context) => {
      for (const issue of refine(values)) {
        context.addIssue({ code: 'custom', path: issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: issue.message });
      }
    })
    : z.object(inputs)) as unknown as InputSchema<F>;
  const required = Object.entries(options.fields).filter(([, field]) => field.required && field.kind !== 'image').map(([key]) => key) as RequiredKeys<F>[];
  return {
    record: RecordMetaSchema.extend(outputs) as RecordSchema<F, O>,
    input,
    update: partialEdit(input, { required: required as never }) as unknown as PartialEdit<InputSchema<F>, RequiredKeys<F>>,
    listQuery: listQuerySchema<F, O>(options),
  };
}

function split(route: Route): { method: HttpMethod; path: string } {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return { method, path };
}

type Permission<M extends ModuleKey, A extends string> = `${M}.${A}`;

function contractOf<F extends Fields, O extends ResourceOptions<F>>(options: O, schemas: ResourceSchemas<F, O>) {
  const { module, singular, plural, routes } = options;
  const result = detailResultSchema(schemas.record);
  const parent = options.parent;
  const list = endpoint({
    ...split(routes.list), summary: parent ? `List the ${plural} of a ${options.fields[parent.field]!.label.toLowerCase()}` : `List ${plural}`,
    permission: `${module}.read` as Permission<O['module'], 'read'>,
    ...(parent && { params: z.object({ [parent.param]: IdSchema }) }),
    query: schemas.listQuery, response: listResultSchema(schemas.record), pageSize: options.pageSize,
    ...(options.listFilters === 'body' && { body: listFiltersSchema(options) }),
  });
  const get = endpoint({
    ...split(routes.get), summary: `Read a ${singular}`, permission: `${module}.read` as Permission<O['module'], 'read'>,
    params: IdParamsSchema, response: result,
  });
  const create = routes.create && endpoint({
    ...split(routes.create), summary: `Create a ${singular}`, permission: `${module}.create` as Permission<O['module'], 'create'>,
    body: schemas.input, response: result,
  });
  const update = routes.update && endpoint({
    ...split(routes.update), summary: `Edit a ${singular}`, permission: `${module}.update` as Permission<O['module'], 'update'>,
    params: IdParamsSchema, body: schemas.update, response: result, edit: 'partial',
  });
  const remove = routes.remove && endpoint({
    ...split(routes.remove), summary: options.removal === 'soft' ? `Remove a ${singular} (kept, marked as removed)` : `Delete a ${singular}`,
    permission: `${module}.delete` as Permission<O['module'], 'delete'>, params: IdParamsSchema, response: SuccessSchema,
  });
  const status = options.status;
  const statusIdKey = status?.idKey;
  const setStatus = routes.setStatus && status && endpoint({
    ...split(routes.setStatus), summary: `Switch a ${singular} on or off`, permission: `${module}.update` as Permission<O['module'], 'update'>,
    ...(statusIdKey ? {} : { params: IdParamsSchema }),
    body: z.object({ ...(statusIdKey && { [statusIdKey]: IdSchema }), [status.field]: z.boolean(`${options.fields[status.field]!.label} must be on or off`) }),
    response: result, edit: 'whole',
  });
  const imageKeys = Object.entries(options.fields).filter(([, field]) => field.kind === 'image').map(([key]) => key);
  const imageParams = imageKeys.length > 0 ? z.object({ id: IdSchema, field: z.enum(imageKeys as [string, ...string[]]) }) : undefined;
  const images = routes.images && imageParams && split(routes.images);
  const uploadImage = images && endpoint({
    method: images.method, path: `${images.path}/{field}`, summary: `Upload an image of a ${singular} (PNG, JPEG or WebP)`,
    permission: `${module}.update` as Permission<O['module'], 'update'>, params: imageParams, multipart: true, response: result,
  });
  const image = images && endpoint({
    method: 'GET', path: `${images.path}/{field}`, summary: `An image of a ${singular} as a data URL`,
    permission: `${module}.read` as Permission<O['module'], 'read'>, params: imageParams, response: ImageDataResultSchema,
  });
  return { list, get, create, update, remove, setStatus, uploadImage, image };
}

type Full<F extends Fields, O extends ResourceOptions<F>> = ReturnType<typeof contractOf<F, O>>;

/** The endpoints a resource declares: `list` and `get` always, the others where it gives their route. */
export type ResourceContract<F extends Fields, O extends ResourceOptions<F>> = {
  [K in 'list' | 'get' | (keyof O['routes'] & keyof Full<F, O>) | (O['routes'] extends { images: Route } ? 'uploadImage' | 'image' : never)]-?: NonNullable<Full<F, O>[K]>;
};

export interface Resource<F extends Fields, O extends ResourceOptions<F>> {
  options: O;
  fields: F;
  schemas: ResourceSchemas<F, O>;
  contract: ResourceContract<F, O>;
}

/** Any resource, whatever its fields and endpoints: what the generic parts take. */
export type AnyResource = Omit<Resource<Fields, ResourceOptions<Fields>>, 'contract'> & { contract: Record<string, EndpointDef> };

/**
 * Describes a simple area once.
 *
 * @example
 * export const menusResource = defineResource({
 *   name: 'menus', module: 'menu', singular: 'menu', plural: 'menus', pageSize: 5, removal: 'soft',
 *   fields: { name: text({ label: 'Name', max: 80, required: true, list: true, search: true }) },
 *   sort: { fields: ['name'], default: 'createdAt', direction: 'asc' },
 *   routes: { list: 'GET /api/admin/menus/getAll', get: 'GET /api/admin/menus/{id}' },
 * });
 */
export function defineResource<const F extends Fields, const O extends ResourceOptions<F>>(options: O & { fields: F }): Resource<F, O> {
  const schemas = schemasOf<F, O>(options);
  const full = contractOf<F, O>(options, schemas);
  const contract = Object.fromEntries(Object.entries(full).filter(([, def]) => def !== undefined)) as ResourceContract<F, O>;
  return { options, fields: options.fields, schemas, contract };
}
