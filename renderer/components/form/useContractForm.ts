import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useBlocker, type Blocker } from 'react-router-dom';
import type { z } from 'zod';
import type { CallResult } from '../../../shared/client/callResult.js';
import { MESSAGES } from '../../../shared/contract/constants.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';

export type SaveResult<T> = { ok: true; data: T } | { ok: false; error: HostCallError };

/**
 * An RTK Query mutation's outcome as a form's save result: the one way a form turns a call into
 * saved or refused.
 *
 * @example save: async (values) => saveResult(await createCompany(values)),
 */
export function saveResult<T>(outcome: { data?: T; error?: unknown }): SaveResult<T> {
  const error = callError(outcome);
  return error ? { ok: false, error } : { ok: true, data: outcome.data as T };
}

export interface ContractFormOptions<S extends z.ZodObject, T> {
  /** The contract's body schema: the same rules as the server. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Field name → label, for the error summary. */
  labels: Partial<Record<keyof z.input<S> & string, string>>;
  save: (values: z.output<S>) => Promise<SaveResult<T> | CallResult<T>>;
  /** Checks inputs the schema does not hold (a file, a chosen customer) on each submit, showing their own errors; `false` stops the save. */
  checkExtra?: () => boolean;
  /** Runs after a successful save, with leaving allowed (toast, navigate to the detail). */
  onSaved: (data: T, values: z.output<S>) => void;
}

export interface SummaryItem {
  field?: string;
  message: string;
}

/** A contract form without the page's leave guard: what inputs bind to, and what a dialog uses. */
export interface ContractFormBase<S extends z.ZodObject> {
  form: UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>>;
  submit: () => Promise<void>;
  /** Starts over from these values, forgetting what was typed and every error (a dialog opened again). */
  startOver: (values: DefaultValues<z.input<S>>) => void;
  saving: boolean;
  /** Errors to list at the top after a failed save: every field error plus those naming no field. */
  summary: SummaryItem[];
  labels: Partial<Record<string, string>>;
}

export interface ContractForm<S extends z.ZodObject> extends ContractFormBase<S> {
  /** Set while an in-app navigation waits for the unsaved-changes answer. */
  blocker: Blocker;
}

/**
 * Blank inputs mean "no value": `''` (a text box) and `undefined` (an emptied number box) become
 * `null` where the schema accepts null. An edit changes only the fields it is given, so a blank
 * must be sent as `null` to clear the stored value rather than left out, which would keep it.
 */
function blanksToNull(schema: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (blank && field?.safeParse(null).success) out[key] = null;
  }
  return out;
}

/**
 * A blank field that fails a type or format rule says it is required ("Email is required"):
 * telling someone an empty box is malformed ("expected number, received NaN") misleads. A number
 * box holding no number (`NaN`) is blank too. A rule written for the form (a refinement, code
 * `custom`) keeps its own words, such as "Please enter portal" or "Enter a rate, or a fixed
 * premium", which say more than "required"; so does a rule whose words already say this field is
 * required (FIELDS.md's "Policy Number is required" on the "Insurance Company Policy Number"). A
 * schema's "required" naming the field by one generic word ("Number is required" on the "Credit
 * Note Number") does not say which box is meant: it is worded with the field's label.
 */
function requiredWhenBlank<E extends Record<string, unknown>>(
  errors: E,
  values: Record<string, unknown>,
  labels: Partial<Record<string, string>>,
): E {
  const out: Record<string, unknown> = { ...errors };
  for (const [field, error] of Object.entries(errors)) {
    const value = values[field];
    const blank = value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value)) || (typeof value === 'string' && value.trim() === '');
    const label = labels[field];
    if (!blank || !label || !error || typeof error !== 'object' || !('message' in error)) continue;
    const custom = 'type' in error && error.type === 'custom';
    const message = typeof error.message === 'string' ? error.message : '';
    const subject = /^(.+?) is required\b/i.exec(message)?.[1]?.toLowerCase();
    const named = label.toLowerCase();
    const saysRequired = subject !== undefined && (subject === named || (named.endsWith(` ${subject}`) && subject.includes(' ')));
    if (!custom && !saysRequired) out[field] = { ...error, message: `${label} is required` };
  }
  return out as E;
}

/**
 * Zod reports a codec field it refuses (a day, `DateOnlySchema`) twice: on the field, and again on
 * the form's root in the same words. The root copy would show above the fields as a second,
 * vaguer refusal ("Invalid ISO date") of what the field already says, so it is dropped.
 */
function withoutEchoedRoot<E extends Record<string, unknown>>(errors: E): E {
  const messageOf = (error: unknown) => (error && typeof error === 'object' && 'message' in error ? error.message : undefined);
  const root = messageOf(errors['']);
  if (root === undefined || !Object.entries(errors).some(([field, error]) => field !== '' && messageOf(error) === root)) return errors;
  const { '': _echo, ...fields } = errors;
  return fields as E;
}

/**
 * A react-hook-form form validated by a contract schema (on blur and on submit), with server
 * field errors put on their fields, a summary for the rest and a guard against double submits,
 * but no unsaved-changes prompt: for a form that does not own its page (a dialog, which closes
 * rather than navigates; a router takes only one leave guard, the page's).
 *
 * @example const f = useContractFormBase({ schema: EditPriceSchema, defaultValues, labels, save, onSaved });
 */
export function useContractFormBase<S extends z.ZodObject, T>(options: ContractFormOptions<S, T>): ContractFormBase<S> {
  const { schema, defaultValues, labels, save, onSaved, checkExtra } = options;
  type In = z.input<S> & FieldValues;
  type Out = z.output<S>;

  const resolver = useCallback<Resolver<In, unknown, Out>>(
    async (values, context, resolverOptions) => {
      const result = await (zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>)(
        blanksToNull(schema, values) as In,
        context,
        resolverOptions,
      );
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: requiredWhenBlank(withoutEchoedRoot(result.errors), values, labels) }
        : result;
    },
    [schema, labels],
  );
  const notify = useNotify();
  const form = useForm<In, unknown, Out>({ resolver, mode: 'onBlur', defaultValues: defaultValues as DefaultValues<In> });
  const [serverSummary, setServerSummary] = useState<SummaryItem[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const { errors, submitCount } = form.formState;

  const submit = useCallback(async () => {
    if (busy.current) return;
    // Whatever this attempt gives, an earlier "saved" toast no longer describes the form.
    notify.dismissSuccess();
    await form.handleSubmit(
      async (values) => {
        if (busy.current) return;
        if (checkExtra && !checkExtra()) return;
        busy.current = true;
        setSaving(true);
        setServerSummary([]);
        try {
          const result = await save(values);
          if (result.ok) {
            onSaved(result.data, values);
            return;
          }
          const { fieldErrors, message } = result.error;
          const rest: SummaryItem[] = [];
          let first: string | undefined;
          for (const [path, text] of Object.entries(fieldErrors ?? {})) {
            const field = path.replace(/^body\./, '');
            // A nested field (`motorInsurance.commissionThirdparty`, `maxDeductibles.1.maxFils`) belongs to its top-level one.
            if (field.split('.')[0]! in schema.shape) {
              form.setError(field as Path<In>, { type: 'server', message: text });
              first ??= field;
            } else rest.push({ message: text });
          }
          if (!first && rest.length === 0) rest.push({ message: message || MESSAGES.unexpected });
          setServerSummary(rest);
          if (first) form.setFocus(first as Path<In>);
        } finally {
          busy.current = false;
          setSaving(false);
        }
      },
      () => {
        checkExtra?.();
      },
    )();
  }, [form, save, onSaved, checkExtra, schema, notify]);

  const fieldSummary: SummaryItem[] =
    submitCount > 0
      ? Object.entries(errors).flatMap(([field, error]) =>
          error && typeof error.message === 'string' ? [{ field, message: error.message }] : [],
        )
      : [];

  const startOver = useCallback(
    (values: DefaultValues<z.input<S>>) => {
      form.reset(values);
      setServerSummary([]);
    },
    [form],
  );

  return { form, submit, startOver, saving, summary: [...fieldSummary, ...serverSummary], labels };
}

/**
 * A page's contract form (`useContractFormBase`) with an unsaved-changes prompt for in-app
 * navigation and window close; a successful save leaves without asking.
 *
 * @example const f = useContractForm({ schema: customersContract.update.body, defaultValues, labels, save, onSaved });
 */
export function useContractForm<S extends z.ZodObject, T>(options: ContractFormOptions<S, T>): ContractForm<S> {
  const leaving = useRef(false);
  const { onSaved } = options;
  const base = useContractFormBase({
    ...options,
    onSaved: useCallback(
      (data: T, values: z.output<S>) => {
        leaving.current = true;
        onSaved(data, values);
      },
      [onSaved],
    ),
  });
  const { isDirty } = base.form.formState;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return { ...base, blocker };
}
