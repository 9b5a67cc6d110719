import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyEditTo, partialEdit, withoutDefaults } from './edit.js';
import { UaeMobileSchema } from './common.schema.js';
import { type EndpointDef } from './index.js';
import { loadAllEndpoints } from './loadEndpoint.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

const Settings = z.object({ rate: z.number().default(0), capped: z.boolean().default(false), note: z.string().nullable().optional() })
  .refine((s) => !s.capped || s.rate <= 10, { path: ['rate'], message: 'A capped rate is at most 10' });
const Item = z.object({
  name: z.string().min(1),
  country: z.string().nullable().optional(),
  isTop: z.boolean().default(false),
  tags: z.array(z.string()).max(2).default([]),
  settings: Settings.default({ rate: 0, capped: false }),
  flags: z.object({ read: z.boolean().optional(), write: z.boolean().optional() }).default({}),
});
const Edit = partialEdit(Item, { required: ['name'], whole: ['flags'] });

describe('partialEdit', () => {
  it('leaves out what the body leaves out: no default fills it in, at any depth', () => {
    expect(Edit.parse({ name: 'A' })).toEqual({ name: 'A' });
    expect(Edit.parse({ name: 'A', settings: { rate: 5 } })).toEqual({ name: 'A', settings: { rate: 5 } });
  });

  it('keeps the required fields required and every other rule of each field', () => {
    expect(Edit.safeParse({}).success).toBe(false);
    expect(Edit.safeParse({ name: '' }).success).toBe(false);
    expect(Edit.safeParse({ name: 'A', tags: ['a', 'b', 'c'] }).success).toBe(false);
    expect(Edit.safeParse({ name: 'A', isTop: 'yes' }).success).toBe(false);
    expect(Edit.parse({ name: 'A', country: null })).toEqual({ name: 'A', country: null });
  });

  it('leaves the cross-field rules to the record as edited: a rate alone is not judged without its cap', () => {
    expect(Edit.safeParse({ name: 'A', settings: { rate: 50 } }).success).toBe(true);
  });
});

describe('applyEditTo', () => {
  const stored = { name: 'A', country: 'AE', isTop: true, tags: ['x'], settings: { rate: 3, capped: true, note: 'n' }, flags: { read: true, write: true } };

  it('applies the given fields, a given object field by field, and keeps the rest', () => {
    expect(applyEditTo(Edit, stored, Edit.parse({ name: 'B', settings: { rate: 4 } }))).toEqual({ ...stored, name: 'B', settings: { ...stored.settings, rate: 4 } });
  });

  it('clears with null, and replaces lists and whole-value objects', () => {
    expect(applyEditTo(Edit, stored, { name: 'A', country: null, tags: [], flags: { read: true } })).toEqual({ ...stored, country: null, tags: [], flags: { read: true } });
  });

  it('lets the create schema judge the result, with its cross-field rules', () => {
    expect(Item.safeParse(applyEditTo(Edit, stored, { name: 'A', settings: { rate: 50 } })).success).toBe(false);
    expect(Item.safeParse(applyEditTo(Edit, stored, { name: 'A', settings: { rate: 50, capped: false } })).success).toBe(true);
  });
});

describe('withoutDefaults', () => {
  it('requires what had a default, keeping the other rules', () => {
    const whole = withoutDefaults(Item);
    expect(whole.safeParse({ name: 'A' }).success).toBe(false);
    expect(whole.safeParse({ name: 'A', isTop: false, tags: [], settings: { rate: 20, capped: true }, flags: {} }).success).toBe(false);
    expect(whole.safeParse({ name: 'A', isTop: false, tags: [], settings: { rate: 2, capped: true }, flags: {} }).success).toBe(true);
  });

  it('strips the defaults of a value read and then reshaped, keeping the reshaping', () => {
    const entry = withoutDefaults(z.array(z.object({ name: z.string(), seats: z.number().default(1), note: z.string().optional() }).transform((given) => ({ ...given, note: given.note ?? null }))));
    expect(entry.safeParse([{ name: 'A' }]).success).toBe(false);
    expect(entry.parse([{ name: 'A', seats: 2 }])).toEqual([{ name: 'A', seats: 2, note: null }]);
  });

  it("keeps a reshaped value's own rule (a mobile number normalised, then checked)", () => {
    const edit = partialEdit(z.object({ name: z.string(), mobile: UaeMobileSchema }), { required: ['name'] });
    expect(edit.safeParse({ name: 'A', mobile: '0412345' }).error?.issues.map((issue) => issue.message)).toEqual(['Mobile number should start with 5 and be 9 digits long']);
    expect(edit.parse({ name: 'A', mobile: '050 123 4567' })).toEqual({ name: 'A', mobile: '501234567' });
  });
});

/** Whether a body could fill in a value the request did not send. */
function hasDefault(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return hasDefault(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return hasDefault(schema.element as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).some(hasDefault);
  if (schema instanceof z.ZodPipe) return hasDefault(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).some(hasDefault);
  return false;
}

/** An endpoint that sets fields of a stored record by its method or its name. */
const looksLikeAnEdit = (key: string, def: EndpointDef) =>
  def.body !== undefined && !def.multipart && (def.method === 'PUT' || def.method === 'PATCH' || /update|edit/i.test(`${key} ${def.path}`));

describe('every edit endpoint of the contract', () => {
  const endpoints = everyEndpoint;
  const edits = endpoints.filter(([, def]) => def.edit);

  it('declares whether it changes only what it is given or takes the whole record', () => {
    const undeclared = endpoints.filter(([key, def]) => looksLikeAnEdit(key, def) && !def.edit).map(([key]) => key);
    expect(undeclared, 'declare `edit` on these endpoints').toEqual([]);
    expect(edits.length).toBeGreaterThan(20);
  });

  it.each(edits)('%s has no default anywhere in its body, so nothing it leaves out is overwritten', (_key, def) => {
    expect(def.body && hasDefault(def.body)).toBe(false);
  });

  it.each(edits.filter(([, def]) => def.edit === 'whole'))('%s (whole) requires every field of its body', (_key, def) => {
    const shape = (def.body as z.ZodObject).shape as Record<string, z.ZodType>;
    const optional = Object.entries(shape).filter(([, field]) => field.safeParse(undefined).success).map(([name]) => name);
    expect(optional).toEqual([]);
  });
});
