import { z } from 'zod';

/**
 * How an endpoint that edits a stored record treats what its body leaves out (`EndpointDef.edit`):
 * - `partial`: it changes only the fields it is given. An absent field keeps its stored value;
 *   `null` clears a field where the schema accepts null. Its body has no defaults at any depth
 *   (a default would be written over the stored value); build it with `partialEdit`.
 * - `whole`: the body states everything the endpoint writes: every top-level field is required
 *   and nothing has a default, so nothing can be left out by accident.
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

/** The body of a `partial` edit made from `S`: the `R` fields required, the others optional, no defaults anywhere. */
export type PartialEdit<S extends z.ZodObject, R extends PropertyKey> = z.ZodObject<{
  -readonly [K in keyof S['shape']]: K extends R ? AsSchema<NoDefaults<S['shape'][K]>> : z.ZodOptional<AsSchema<NoDefaults<S['shape'][K]>>>
}>;

/**
 * `schema` without defaults at any depth (inside objects, arrays, optional and nullable fields),
 * keeping every other rule: what a body leaves out stays out instead of becoming the default.
 *
 * @example withoutDefaults(z.object({ isTop: z.boolean().default(false) })).parse({}) // {}
 */
export function withoutDefaults<T extends z.ZodType>(schema: T): NoDefaults<T> {
  return strip(schema) as NoDefaults<T>;
}

function strip(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return strip(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodOptional) return schema.clone({ ...schema.def, innerType: strip(schema.unwrap() as z.ZodType) });
  if (schema instanceof z.ZodNullable) return schema.clone({ ...schema.def, innerType: strip(schema.unwrap() as z.ZodType) });
  if (schema instanceof z.ZodArray) return schema.clone({ ...schema.def, element: strip(schema.element as z.ZodType) });
  if (schema instanceof z.ZodObject) return schema.clone({ ...schema.def, shape: stripShape(schema.shape as Record<string, z.ZodType>) });
  return schema;
}

function stripShape(shape: Record<string, z.ZodType>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strip(field)]));
}

/**
 * The body of a `partial` edit, made from the create schema: the `required` fields as they are,
 * every other field optional, and no defaults at any depth. A given nested object or list is
 * stored as given. The create schema's cross-field rules (refinements of the whole object) are
 * not carried over: a rule such as "the full form needs a website" must judge the stored record
 * with the edit applied, so the server checks it there (`server/http/edits.ts`).
 *
 * @example partialEdit(CarMakeInputSchema, ['name']).parse({ name: 'Audi' }) // { name: 'Audi' }: country, isTop and isActive unchanged
 */
export function partialEdit<S extends z.ZodObject, R extends keyof S['shape'] & string = never>(schema: S, required: readonly R[] = []): PartialEdit<S, R> {
  const keep = new Set<string>(required);
  const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    const stripped = strip(field);
    return [key, keep.has(key) || stripped instanceof z.ZodOptional ? stripped : stripped.optional()];
  }));
  return z.object(shape) as unknown as PartialEdit<S, R>;
}
