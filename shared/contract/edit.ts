import { z } from 'zod';

/**
 * How an endpoint that edits a stored record treats what its body leaves out (`EndpointDef.edit`):
 * - `partial`: it changes only the fields it is given, at every depth. An absent field keeps its
 *   stored value, and so does an absent field of a given object (`motorInsurance.fleetCommission`),
 *   unless the schema declares that object a whole value (a set of flags); `null` clears a field
 *   where the schema accepts null; a given list replaces the stored one. Its body has no defaults
 *   (a default would be written over the stored value); build it with `partialEdit`.
 * - `whole`: the body states everything the endpoint writes: every top-level field is required
 *   and nothing has a default at any depth, so nothing can be left out by accident.
 */
export type EditMode = 'partial' | 'whole';

type Schema = z.core.$ZodType;
type AsSchema<T> = T extends Schema ? T : never;

/** `T` with its defaults removed at every depth; optional and nullable fields stay as they are. */
export type NoDefaults<T> =
  T extends z.ZodDefault<infer Inner extends Schema> ? NoDefaults<Inner>
    : T extends z.ZodOptional<infer Inner extends Schema> ? z.ZodOptional<AsSchema<NoDefaults<Inner>>>
      : T extends z.ZodNullable<infer Inner extends Schema> ? z.ZodNullable<AsSchema<NoDefaults<Inner>>>
        : T extends z.ZodArray<infer Item extends Schema> ? z.ZodArray<AsSchema<NoDefaults<Item>>>
          : T extends z.ZodObject<infer Shape, infer Config> ? z.ZodObject<{ -readonly [K in keyof Shape]: AsSchema<NoDefaults<Shape[K]>> }, Config>
            : T;

/** A field of a `partial` edit: no defaults, and an object's own fields optional in turn; lists and values as they are. */
export type EditField<T> =
  T extends z.ZodDefault<infer Inner extends Schema> ? EditField<Inner>
    : T extends z.ZodOptional<infer Inner extends Schema> ? z.ZodOptional<AsSchema<EditField<Inner>>>
      : T extends z.ZodNullable<infer Inner extends Schema> ? z.ZodNullable<AsSchema<EditField<Inner>>>
        : T extends z.ZodObject<infer Shape> ? z.ZodObject<{ -readonly [K in keyof Shape]: z.ZodOptional<AsSchema<EditField<Shape[K]>>> }>
          : NoDefaults<T>;

/** The body of a `partial` edit made from `S`: the `R` fields required, the others optional, the `W` ones whole values (see `partialEdit`). */
export type PartialEdit<S extends z.ZodObject, R extends PropertyKey, W extends PropertyKey = never> = z.ZodObject<{
  -readonly [K in keyof S['shape']]: K extends W
    ? (K extends R ? AsSchema<NoDefaults<S['shape'][K]>> : z.ZodOptional<AsSchema<NoDefaults<S['shape'][K]>>>)
    : (K extends R ? AsSchema<EditField<S['shape'][K]>> : z.ZodOptional<AsSchema<EditField<S['shape'][K]>>>)
}>;

/**
 * `schema` without defaults at any depth (inside objects, arrays, optional and nullable fields),
 * keeping every other rule: what a body leaves out stays out instead of becoming the default.
 *
 * @example withoutDefaults(z.object({ isTop: z.boolean().default(false) })).parse({}) // refused: isTop is required
 */
export function withoutDefaults<T extends z.ZodType>(schema: T): NoDefaults<T> {
  return strip(schema) as NoDefaults<T>;
}

function strip(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return strip(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodOptional) return schema.clone({ ...schema.def, innerType: strip(schema.unwrap() as z.ZodType) });
  if (schema instanceof z.ZodNullable) return schema.clone({ ...schema.def, innerType: strip(schema.unwrap() as z.ZodType) });
  if (schema instanceof z.ZodArray) return schema.clone({ ...schema.def, element: strip(schema.element as z.ZodType) });
  // A value read and then reshaped (a group's entry filling in its left-out optional fields): strip what is read
  // (a clone keeps the pipe's own checks, such as a mobile number's rule after its normalising).
  if (schema instanceof z.ZodPipe) {
    const input = strip(schema.in as z.ZodType);
    return input === schema.in ? schema : schema.clone({ ...schema.def, in: input });
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, strip(field)]));
    return schema.clone({ ...schema.def, shape });
  }
  return schema;
}

/** The objects `partialEdit` made: a given value of one is applied field by field (`applyEditTo`). */
const partialObjects = new WeakSet<z.ZodType>();

/**
 * An object's fields for a `partial` edit: each without defaults, optional unless `required`, a
 * nested object's fields optional in turn unless it is one of `whole`. The object's own cross-field
 * rules (refinements) are left out: a rule such as "the full form needs a website" must judge the
 * stored record with the edit applied, so the server checks it there (`server/http/edits.ts`).
 */
function editObject(schema: z.ZodObject, required: ReadonlySet<string>, whole: ReadonlySet<string>): z.ZodObject {
  const edited = z.object(Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    const value = whole.has(key) ? strip(field) : editField(field);
    return [key, required.has(key) || value instanceof z.ZodOptional ? value : value.optional()];
  })));
  partialObjects.add(edited);
  return edited;
}

function editField(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return editField(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodOptional) return editField(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return editField(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodObject) return editObject(schema, new Set(), new Set());
  return strip(schema);
}

export interface PartialEditOptions<R extends string, W extends string> {
  /** Fields every edit must give. */
  required?: readonly R[];
  /** Object fields a given value replaces whole, such as a set of flags, rather than merging into. */
  whole?: readonly W[];
}

/**
 * The body of a `partial` edit, made from the create schema: the `required` fields as they are,
 * every other field optional, a nested object's fields optional in turn (except the `whole`
 * ones), and no defaults at any depth. The server applies it over the stored record with
 * `applyEditTo` and checks the result with the create schema's rules (`server/http/edits.ts`).
 *
 * @example partialEdit(CarMakeInputSchema, { required: ['name'] }).parse({ name: 'Audi' }) // { name: 'Audi' }: country, isTop and isActive unchanged
 */
export function partialEdit<S extends z.ZodObject, R extends keyof S['shape'] & string = never, W extends keyof S['shape'] & string = never>(
  schema: S,
  options: PartialEditOptions<R, W> = {},
): PartialEdit<S, R, W> {
  return editObject(schema, new Set<string>(options.required), new Set<string>(options.whole)) as unknown as PartialEdit<S, R, W>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema under optional and nullable wrappers, if any. */
function objectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? current : undefined;
}

/**
 * The stored record with an edit applied as its body schema (a `partialEdit`, possibly extended)
 * means it: a field the edit gives replaces the stored one, except that a given object of one of
 * the schema's nested edits is applied field by field in turn; a field left out (`undefined`)
 * keeps its stored value.
 *
 * @example applyEditTo(CompanyUpdateSchema, company, { motorInsurance: { fleetCommission: 3 } }) // only the fleet commission changes
 */
export function applyEditTo<T extends object>(editSchema: z.ZodType, stored: T, edit: object): T {
  const shape: Record<string, z.ZodType> | undefined = objectOf(editSchema)?.shape;
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const [key, value] of Object.entries(edit)) {
    if (value === undefined) continue;
    const current = merged[key];
    const nested = objectOf(shape?.[key]);
    merged[key] = nested && partialObjects.has(nested) && isPlainObject(value) && isPlainObject(current) ? applyEditTo(nested, current, value) : value;
  }
  return merged as T;
}
