import { z } from 'zod';
import { IdSchema } from '../contract/common.schema.js';

/**
 * The fields of a simple area (the resource kit): each field states once its label, its rule in a
 * create body, its type in a record, its table column and where it shows (list column, search,
 * filter). The contract, the server's repository and the screens are all derived from these.
 */
export type FieldKind = 'text' | 'longText' | 'richText' | 'integer' | 'decimal' | 'money' | 'flag' | 'choice' | 'date' | 'reference' | 'image' | 'group';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export interface FieldDef<K extends FieldKind = FieldKind, I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: K;
  label: string;
  /** The rule of the field in a create body (an edit body is made from it: `partialEdit`); images are uploaded, not sent in a body. */
  input: I;
  /** The field's type in a record the server answers. */
  output: O;
  /** Whether an edit must give it (a value that cannot be absent, with no default). */
  required: boolean;
  /** The table column; by default the key in snake_case (`displayOrder` → `display_order`). */
  column?: string;
  /** A column of the list (the resource's `sort.fields` say which headers sort). */
  list?: boolean;
  /** The list column's header when it is not the label ("Parent" for "Parent menu"). */
  header?: string;
  /** The list's search box matches this field (a substring, case-insensitive). */
  search?: boolean;
  /** The list offers a filter on this field (choices and flags). */
  filter?: boolean;
  /** No two live records may share a value: a clash answers 409 with this message (given the value, it may name it). */
  unique?: string | ((value: string) => string);
  /** Shown under the input while it has no error. */
  hint?: string;
  choices?: readonly Choice[];
  /** A reference to another record: the table it points into and the record key that carries the target's name. */
  reference?: { table: string; nameColumn: string; nameKey: string; missing?: string; live?: boolean };
  /** A repeated group: the fields of one entry (texts, choices, days, whole numbers), each with its own rule. */
  item?: Record<string, FieldDef>;
}

interface Common {
  label: string;
  column?: string;
  list?: boolean;
  header?: string;
  search?: boolean;
  hint?: string;
}

interface TextOptions extends Common {
  max: number;
  /** The value must match, or the field answers the message. */
  pattern?: { regex: RegExp; message: string };
  unique?: string | ((value: string) => string);
  /** Stored upper-cased (a code typed in any case is one code). */
  upperCase?: boolean;
  /**
   * A rule of the project's own that checks the trimmed text and gives its stored form (an
   * e-mail lower-cased by `EmailSchema`, a mobile as its 9 national digits by `UaeMobileSchema`),
   * so one value typed two ways is one value.
   */
  format?: z.ZodType<string, string>;
}

/** An absent text is a missing one ("Name is required"); any other type is not text. */
const textType = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const requiredText = (options: TextOptions) => {
  let rule = textType(options.label).trim().min(1, `${options.label} is required`).max(options.max, `${options.label} is at most ${options.max} characters`);
  if (options.upperCase) rule = rule.toUpperCase();
  if (options.pattern) rule = rule.regex(options.pattern.regex, options.pattern.message);
  return formatted(rule, options);
};

/** The text's rule followed by its `format`, when it has one. */
function formatted(rule: z.ZodString, options: TextOptions): z.ZodString {
  // Typed as the text it still is: the format takes text and gives text.
  return (options.format ? rule.pipe(options.format) : rule) as unknown as z.ZodString;
}

/**
 * A one-line text; `required` refuses a blank one ("Name is required"), an optional one is stored
 * as null when blank.
 *
 * @example text({ label: 'Name', max: 80, required: true, list: true, search: true })
 */
export function text(options: TextOptions & { required: true }): FieldDef<'text', z.ZodString, z.ZodString>;
export function text(options: TextOptions & { required?: false }): FieldDef<'text', z.ZodOptional<z.ZodNullable<z.ZodString>>, z.ZodNullable<z.ZodString>>;
export function text(options: TextOptions & { required?: boolean }): FieldDef<'text'> {
  const { max: _max, pattern: _pattern, upperCase: _upperCase, format: _format, required = false, ...rest } = options;
  const rule = requiredText(options);
  return required
    ? { kind: 'text', ...rest, input: rule, output: z.string(), required: true }
    : { kind: 'text', ...rest, input: optionalText(options).nullable().optional(), output: z.string().nullable(), required: false };
}

/** An optional text's rule: like the required one, without the minimum. */
function optionalText(options: TextOptions) {
  let rule = textType(options.label).trim().max(options.max, `${options.label} is at most ${options.max} characters`);
  if (options.upperCase) rule = rule.toUpperCase();
  if (options.pattern) rule = rule.regex(options.pattern.regex, options.pattern.message);
  return formatted(rule, options);
}

/** A paragraph of plain text (a textarea). @example longText({ label: 'Description', max: 2000, required: true }) */
export function longText(options: TextOptions & { required: true }): FieldDef<'longText', z.ZodString, z.ZodString>;
export function longText(options: TextOptions & { required?: false }): FieldDef<'longText', z.ZodOptional<z.ZodNullable<z.ZodString>>, z.ZodNullable<z.ZodString>>;
export function longText(options: TextOptions & { required?: boolean }): FieldDef<'longText'> {
  const field = (options.required ? text({ ...options, required: true }) : text({ ...options, required: false })) as FieldDef;
  return { ...field, kind: 'longText' };
}

/**
 * Formatted text (paragraphs, headings, lists, links) as HTML. The server keeps only an
 * allow-list of tags and attributes (no script, no event handlers, no `javascript:` links), and
 * the screens clean it again before showing it. `max` bounds the HTML sent.
 *
 * @example richText({ label: 'Description', max: 20_000, required: true })
 */
type RichTextOptions = Omit<TextOptions, 'pattern' | 'unique' | 'upperCase' | 'format'>;
export function richText(options: RichTextOptions & { required: true }): FieldDef<'richText', z.ZodString, z.ZodString>;
export function richText(options: RichTextOptions & { required?: false }): FieldDef<'richText', z.ZodOptional<z.ZodNullable<z.ZodString>>, z.ZodNullable<z.ZodString>>;
export function richText(options: RichTextOptions & { required?: boolean }): FieldDef<'richText'> {
  // An editor's empty document is `<p></p>`: no words is no text.
  const field = (options.required ? text({ ...options, required: true }) : text({ ...options, required: false })) as FieldDef;
  const input = options.required
    ? (field.input as z.ZodString).refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', `${options.label} is required`)
    : field.input;
  return { ...field, kind: 'richText', input };
}

/**
 * An image of the record (PNG, JPEG or WebP, checked by content), uploaded on its own after the
 * record is saved; records carry its address (null when there is none). `required` makes the
 * create screen ask for one.
 *
 * @example image({ label: 'Icon', required: true, list: true })
 */
export function image(options: Common & { required?: boolean }): FieldDef<'image', z.ZodNever, z.ZodNullable<z.ZodString>> {
  const { required = false, ...rest } = options;
  return { kind: 'image', ...rest, input: z.never(), output: z.string().nullable(), required };
}

interface NumberOptions extends Common {
  min: number;
  max: number;
}

/**
 * A whole number between `min` and `max`, with a default; or, with `required: false` and no
 * default, one that may be absent (an open end of a band): null or absent is no number.
 *
 * @example integer({ label: 'Display order', min: 0, max: 10_000, default: 0 })
 */
export function integer(options: NumberOptions & { default: number }): FieldDef<'integer', z.ZodDefault<z.ZodCoercedNumber<unknown>>, z.ZodNumber>;
export function integer(options: NumberOptions & { required: false }): FieldDef<'integer', z.ZodOptional<z.ZodNullable<z.ZodCoercedNumber<unknown>>>, z.ZodNullable<z.ZodNumber>>;
export function integer(options: NumberOptions & { default?: number; required?: false }): FieldDef<'integer'> {
  const { min, max, default: fallback, required: _required, ...rest } = options;
  const rule = z.coerce.number(`${options.label} must be a number`).int(`${options.label} must be a whole number`)
    .min(min, `${options.label} is at least ${min}`).max(max, `${options.label} is at most ${max}`);
  return fallback === undefined
    ? { kind: 'integer', ...rest, input: rule.nullable().optional(), output: z.number().int().nullable(), required: false }
    : { kind: 'integer', ...rest, input: rule.default(fallback), output: z.number().int(), required: false };
}

/**
 * A number with decimals between `min` and `max` (a percentage, a rate), which a create must give.
 *
 * @example decimal({ label: 'Discount value', min: 0, max: 100, list: true })
 */
export function decimal(options: NumberOptions): FieldDef<'decimal', z.ZodNumber, z.ZodNumber> {
  const { min, max, ...rest } = options;
  const input = z.number(`${options.label} must be a number`).min(min, `${options.label} is at least ${min}`).max(max, `${options.label} is at most ${max}`);
  return { kind: 'decimal', ...rest, input, output: z.number(), required: true };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `yyyy-MM-dd`; a full ISO time is taken as its day (forms of the seed system send end-of-day times). */
function dayRule(label: string) {
  return z.string(`${label} must be a date`).trim()
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} must be a date (yyyy-MM-dd)`);
}

/**
 * A calendar day (`yyyy-MM-dd`, the broker's day in Dubai), stored as that text so days compare
 * as text. Rules between days (an expiry after a start) are the resource's `refine`.
 *
 * @example date({ label: 'Expiry date', required: true, list: true })
 */
export function date(options: Common & { required: true }): FieldDef<'date', ReturnType<typeof dayRule>, z.ZodString>;
export function date(options: Common & { required?: false }): FieldDef<'date', z.ZodOptional<z.ZodNullable<ReturnType<typeof dayRule>>>, z.ZodNullable<z.ZodString>>;
export function date(options: Common & { required?: boolean }): FieldDef<'date'> {
  const { required = false, ...rest } = options;
  const rule = dayRule(options.label);
  return required
    ? { kind: 'date', ...rest, input: rule, output: z.string(), required: true }
    : { kind: 'date', ...rest, input: rule.nullable().optional(), output: z.string().nullable(), required: false };
}

/**
 * An amount of money, in whole fils as all BrokerDesk money is (the form shows AED): above zero
 * (or zero too, with `zero`: a charge that may be none) and at most `maxAed`. The key says so:
 * `priceFils`. `required: false` makes it optional (a cap that may be absent): null or absent is no amount.
 *
 * @example money({ label: 'Price', maxAed: 1_000_000, list: true })
 */
export function money(options: Common & { maxAed: number; zero?: boolean; required?: true }): FieldDef<'money', z.ZodNumber, z.ZodNumber>;
export function money(options: Common & { maxAed: number; zero?: boolean; required: false }): FieldDef<'money', z.ZodOptional<z.ZodNullable<z.ZodNumber>>, z.ZodNullable<z.ZodNumber>>;
/** With a `default`, an amount a create may leave out (a maternity premium that is none until given). */
export function money(options: Common & { maxAed: number; zero?: boolean; default: number }): FieldDef<'money', z.ZodDefault<z.ZodNumber>, z.ZodNumber>;
export function money(options: Common & { maxAed: number; zero?: boolean; required?: boolean; default?: number }): FieldDef<'money'> {
  const { maxAed, zero = false, required = true, default: fallback, ...rest } = options;
  const whole = z.number(`${options.label} must be an amount`).int(`${options.label} must be whole fils`);
  const input = (zero ? whole.nonnegative(`${options.label} must be 0 or more`) : whole.positive(`${options.label} must be more than 0`))
    .max(maxAed * 100, `${options.label} is at most AED ${maxAed.toLocaleString('en-US')}`);
  if (fallback !== undefined) return { kind: 'money', ...rest, input: input.default(fallback), output: z.number().int(), required: false };
  return required
    ? { kind: 'money', ...rest, input, output: z.number().int(), required: true }
    : { kind: 'money', ...rest, input: input.nullable().optional(), output: z.number().int().nullable(), required: false };
}

/** On or off, with a default; stored as 0 or 1. @example flag({ label: 'Active', default: true, list: true, filter: true }) */
export function flag(options: Common & { default: boolean; filter?: boolean }): FieldDef<'flag', z.ZodDefault<z.ZodBoolean>, z.ZodBoolean> {
  const { default: fallback, ...rest } = options;
  return { kind: 'flag', ...rest, input: z.boolean(`${options.label} must be on or off`).default(fallback), output: z.boolean(), required: false };
}

/**
 * One of a fixed list of values, with a default.
 *
 * @example choice({ label: 'Limit type', choices: [{ value: 'number', label: 'Number' }, { value: 'boolean', label: 'Yes or no' }] as const, default: 'boolean' })
 */
export function choice<const V extends string>(
  options: Common & { choices: readonly [Choice<V>, ...Choice<V>[]]; default: NoInfer<V>; filter?: boolean },
): FieldDef<'choice', z.ZodDefault<z.ZodEnum<{ [K in V]: K }>>, z.ZodEnum<{ [K in V]: K }>> {
  const { choices, default: fallback, ...rest } = options;
  const values = choices.map((option) => option.value) as [V, ...V[]];
  const message = `${options.label} must be one of: ${choices.map((option) => option.label).join(', ')}`;
  const input = z.enum(values, message).default(fallback as never) as unknown as z.ZodDefault<z.ZodEnum<{ [K in V]: K }>>;
  return { kind: 'choice', ...rest, choices, input, output: z.enum(values), required: false };
}

interface ReferenceOptions<N extends string> extends Common {
  /** The list offers a filter on the referenced record (its id, chosen from the reference's choices). */
  filter?: boolean;
  table: string;
  nameColumn: string;
  nameKey: N;
  /** The refusal of an id no live record has; "Choose an existing <label>" by default. */
  missing?: string;
  /** The target table removes softly (`removed_at`): its removed records are neither named nor chosen. */
  live?: boolean;
}

type ReferenceDef<N extends string, I extends z.ZodType> = FieldDef<'reference', I, z.ZodNullable<typeof IdSchema>> & { reference: { nameKey: N } };

/**
 * A reference to a record of another table (or the same one); records carry the target's id and,
 * under `nameKey`, its name. `required` refuses a create without one ("Category is required").
 *
 * @example reference({ label: 'Parent menu', table: 'menus', nameColumn: 'name', nameKey: 'parentMenuName' })
 */
export function reference<const N extends string>(options: ReferenceOptions<N> & { required: true }): ReferenceDef<N, z.ZodString>;
export function reference<const N extends string>(options: ReferenceOptions<N> & { required?: false }): ReferenceDef<N, z.ZodOptional<z.ZodNullable<typeof IdSchema>>>;
export function reference<const N extends string>(options: ReferenceOptions<N> & { required?: boolean }): ReferenceDef<N, z.ZodType> {
  const { table, nameColumn, nameKey, missing, live, required = false, ...rest } = options;
  const input = required ? z.string(`${options.label} is required`).trim().min(1, `${options.label} is required`).max(64, 'id is too long') : IdSchema.nullable().optional();
  return {
    kind: 'reference', ...rest, input, output: IdSchema.nullable(), required,
    reference: { table, nameColumn, nameKey, ...(missing && { missing }), ...(live && { live }) },
  };
}

type ItemInputs<I extends Record<string, FieldDef>> = z.ZodObject<{ -readonly [K in keyof I]: I[K]['input'] }>;
type ItemOutputs<I extends Record<string, FieldDef>> = z.ZodObject<{ -readonly [K in keyof I]: I[K]['output'] }>;

/** The kinds an entry of a group may hold: each is one input in a row of the form and one cell of the record page's table. */
export type GroupItemKind = 'text' | 'choice' | 'date' | 'integer';

/**
 * A repeated group (a partner's locations, a corporate customer's contact persons), between
 * `min` and `max` entries, each entry judged by its own fields' rules (an error names
 * `locations.0.googleLocation`); an entry's fields are texts, choices, days or whole numbers.
 * Stored as JSON text in one column: the entries are read and written with their record, never
 * searched or joined on their own.
 *
 * @example group({ label: 'Locations', item: { location: text({ label: 'Location', max: 120, required: true }) }, min: 1, max: 20 })
 */
export function group<const I extends Record<string, FieldDef<GroupItemKind>>>(
  options: Common & { item: I; min: number; max: number },
): FieldDef<'group', z.ZodArray<ItemInputs<I>>, z.ZodArray<ItemOutputs<I>>> {
  const { item, min, max, search: _search, ...rest } = options;
  const entries = Object.entries(item);
  // An optional field left out of an entry is stored as null, as a record's own optional fields are.
  const entry = z.object(Object.fromEntries(entries.map(([key, field]) => [key, field.input])))
    .transform((given) => Object.fromEntries(entries.map(([key]) => [key, given[key] ?? null])));
  const input = z.array(entry, `${options.label} must be a list`)
    .min(min, `${options.label}: add at least ${min}`).max(max, `${options.label}: at most ${max}`);
  const output = z.array(z.object(Object.fromEntries(entries.map(([key, field]) => [key, field.output]))));
  // A group that may be empty is empty when not given (a line of business with no rows yet).
  return { kind: 'group', ...rest, item, input: (min === 0 ? input.default([]) : input) as never, output: output as never, required: min > 0 };
}

/** `displayOrder` → `display_order`. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The column a field is stored in. */
export function columnOf(key: string, field: Pick<FieldDef, 'column'>): string {
  return field.column ?? snakeCase(key);
}
