import { z } from 'zod';

/**
 * How an endpoint that edits a stored record treats what its body leaves out (`EndpointDef.edit`):
 * - `partial`: it changes only the fields it is given, at every depth. An absent field keeps its
 *   stored value, and so does an absent field of a given object (`motorInsurance.fleetCommission`);
 *   `null` clears a field where the schema accepts null; a given list replaces the stored one. Its
 *   body has no defaults (a default would be written over the stored value); build it with `partialEdit`.
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

/** The body of a `partial` edit made from `S`: the `R` fields required, the others optional (see `partialEdit`). */
export type PartialEdit<S extends z.ZodObject, R extends PropertyKey> = z.ZodObject<{
  -readonly [K in keyof S['shape']]: K extends R ? AsSchema<EditField<S['shape'][K]>> : z.ZodOptional<AsSchema<EditField<S['shape'][K]>>>
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
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, strip(field)]));
    return schema.clone({ ...schema.def, shape });
  }
  return schema;
}

/**
 * An object's fields for a `partial` edit: each without defaults, optional unless `required`, a
 * nested object's fields optional in turn. The object's own cross-field rules (refinements) are
 * left out: a rule such as "the full form needs a website" must judge the stored record with the
 * edit applied, so the server checks it there (`server/http/edits.ts`).
 */
function editObject(schema: z.ZodObject, required: ReadonlySet<string>): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    const edited = editField(field);
    return [key, required.has(key) || edited instanceof z.ZodOptional ? edited : edited.optional()];
  })));
}

function editField(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return editField(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodOptional) return editField(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return editField(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodObject) return editObject(schema, new Set());
  return strip(schema);
}

/**
 * The body of a `partial` edit, made from the create schema: the `required` fields as they are,
 * every other field optional, a nested object's fields optional in turn, and no defaults at any
 * depth. The server applies it over the stored record and checks the result with the create
 * schema's rules (`applyEdit` in `server/http/edits.ts`).
 *
 * @example partialEdit(CarMakeInputSchema, ['name']).parse({ name: 'Audi' }) // { name: 'Audi' }: country, isTop and isActive unchanged
 */
export function partialEdit<S extends z.ZodObject, R extends keyof S['shape'] & string = never>(schema: S, required: readonly R[] = []): PartialEdit<S, R> {
  return editObject(schema, new Set<string>(required)) as unknown as PartialEdit<S, R>;
}
