import { Field, Input, Select } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Dubai has no daylight saving: its days start at 20:00 UTC the day before. */
const DUBAI_OFFSET = '+04:00';

/**
 * The ISO bounds of a picked day range, as FIELDS.md sends list filters: the start of the first
 * day and the last millisecond of the last (days in Asia/Dubai).
 *
 * @example dayRange('2025-03-01', '2025-03-31') // { startDate: '2025-02-28T20:00:00.000Z', endDate: '2025-03-31T19:59:59.999Z' }
 */
export function dayRange(from?: string, to?: string): { startDate?: string; endDate?: string } {
  const range: { startDate?: string; endDate?: string } = {};
  if (from) range.startDate = new Date(`${from}T00:00:00.000${DUBAI_OFFSET}`).toISOString();
  if (to) range.endDate = new Date(new Date(`${to}T00:00:00.000${DUBAI_OFFSET}`).getTime() + 86_400_000 - 1).toISOString();
  return range;
}

/**
 * Filters kept in the URL (so Back restores them); a change goes back to page 1.
 * `value(key, options, fallback)` reads a choice, `day(key)` a yyyy-MM-dd day.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string, fallback = '') =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clear = (keys: readonly string[]) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of keys) next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  function value<V extends string>(key: string, options: readonly V[], fallback: V): V {
    const raw = params.get(key);
    return options.includes(raw as V) ? (raw as V) : fallback;
  }
  const day = (key: string): string | undefined => {
    const raw = params.get(key);
    return isDay(raw) ? raw : undefined;
  };
  const text = (key: string): string | undefined => params.get(key) ?? undefined;
  return { set, clear, value, day, text };
}

/** "Invalid selected date" (FIELDS.md) when the range ends before it starts. */
export function rangeProblem(from?: string, to?: string): string | undefined {
  return from && to && to < from ? 'Invalid selected date' : undefined;
}

export function ChoiceFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value as V)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function DateRangeFilter({
  from,
  to,
  onFrom,
  onTo,
  fromLabel = 'From date',
  toLabel = 'To date',
}: {
  from?: string | undefined;
  to?: string | undefined;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  fromLabel?: string;
  toLabel?: string;
}) {
  const problem = rangeProblem(from, to);
  return (
    <>
      <Field label={fromLabel} validationMessage={problem}>
        <Input type="date" value={from ?? ''} onChange={(_, data) => onFrom(data.value)} />
      </Field>
      <Field label={toLabel}>
        <Input type="date" value={to ?? ''} onChange={(_, data) => onTo(data.value)} />
      </Field>
    </>
  );
}
