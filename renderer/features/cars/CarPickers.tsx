import { Body1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import {
  useGetCatalogueMakesQuery, useGetCatalogueModelsQuery, useGetCatalogueTrimsQuery, useGetCatalogueYearsQuery,
  type CarTrimRecord,
} from '../motor-companies/public.js';

/** The catalogue choice: model year → make → model → trim (the trim by its catalogue id). */
export interface CarPick {
  year: string;
  make: string;
  model: string;
  trimId: string;
}

export const EMPTY_CAR_PICK: CarPick = { year: '', make: '', model: '', trimId: '' };

export type CarPickLevel = keyof CarPick;
export type CarPickErrors = Partial<Record<CarPickLevel, string>>;

const ORDER: readonly CarPickLevel[] = ['year', 'make', 'model', 'trimId'];
const LABELS: Record<CarPickLevel, string> = { year: 'Model year', make: 'make', model: 'model', trimId: 'trim' };

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3, gridColumn: '1 / -1' } });

export interface CarPickersProps {
  value: CarPick;
  /** The new choice; `trim` is the catalogue trim once one is chosen (its body, cylinders, seats and new-car value). */
  onChange: (next: CarPick, trim: CarTrimRecord | undefined) => void;
  errors?: CarPickErrors;
  /** Labels of the four pickers (the wizard says "Car Brand" for the make). */
  labels?: Partial<Record<CarPickLevel, string>>;
  /** Which pickers are required (the trim is optional by default). */
  required?: Partial<Record<CarPickLevel, boolean>>;
  disabled?: boolean;
}

/**
 * The catalogue pickers year → make → model → trim: each list is asked for once its parent is
 * chosen, and changing a parent clears its dependents and says so (UX.md §4). Render inside a grid.
 *
 * @example <CarPickers value={pick} onChange={(next, trim) => setPick(next)} errors={{ make: 'Make is required' }} />
 */
export function CarPickers({ value, onChange, errors = {}, labels = {}, required = {}, disabled }: CarPickersProps) {
  const styles = useStyles();
  const [cleared, setCleared] = useState<string>();
  const year = value.year ? Number(value.year) : undefined;
  const years = useGetCatalogueYearsQuery();
  const makes = useGetCatalogueMakesQuery(year ?? skipToken);
  const models = useGetCatalogueModelsQuery(year !== undefined && value.make ? { make: value.make, year } : skipToken);
  const trims = useGetCatalogueTrimsQuery(
    year !== undefined && value.make && value.model ? { make: value.make, model: value.model, year } : skipToken,
  );

  const choose = (level: CarPickLevel, picked: string) => {
    if (level === 'trimId') {
      setCleared(undefined);
      onChange({ ...value, trimId: picked }, trims.data?.find((t) => t._id === picked));
      return;
    }
    const dependents = ORDER.slice(ORDER.indexOf(level) + 1);
    const had = dependents.filter((d) => value[d] !== '');
    const next: CarPick = { ...value, [level]: picked };
    for (const d of dependents) next[d] = '';
    setCleared(
      had.length > 0 && picked !== value[level]
        ? `${LABELS[level][0]!.toUpperCase()}${LABELS[level].slice(1)} changed: ${had.map((d) => LABELS[d]).join(', ')} cleared. Choose again.`
        : undefined,
    );
    onChange(next, undefined);
  };

  const label = (level: CarPickLevel, fallback: string) => labels[level] ?? fallback;
  return (
    <>
      <Field label={label('year', 'Model year')} required={required.year ?? true} validationMessage={errors.year}>
        <Select value={value.year} disabled={disabled} onChange={(_, d) => choose('year', d.value)}>
          <option value="">{years.isLoading ? 'Loading…' : 'Choose a year'}</option>
          {value.year && !(years.data ?? []).includes(Number(value.year)) ? <option value={value.year}>{value.year}</option> : null}
          {(years.data ?? []).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={label('make', 'Make')} required={required.make ?? true} validationMessage={errors.make}>
        <Select value={value.make} disabled={disabled || year === undefined} onChange={(_, d) => choose('make', d.value)}>
          <option value="">{year === undefined ? 'Choose the year first' : makes.isFetching ? 'Loading…' : 'Choose a make'}</option>
          {value.make && !(makes.data ?? []).some((m) => m.name === value.make) ? <option value={value.make}>{value.make}</option> : null}
          {(makes.data ?? []).map((m) => (
            <option key={m._id} value={m.name}>
              {m.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={label('model', 'Model')} required={required.model ?? true} validationMessage={errors.model}>
        <Select value={value.model} disabled={disabled || !value.make} onChange={(_, d) => choose('model', d.value)}>
          <option value="">{!value.make ? 'Choose the make first' : models.isFetching ? 'Loading…' : 'Choose a model'}</option>
          {value.model && !(models.data ?? []).some((m) => m.model === value.model) ? <option value={value.model}>{value.model}</option> : null}
          {(models.data ?? []).map((m) => (
            <option key={m.model} value={m.model}>
              {m.model}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={label('trimId', 'Trim')} required={required.trimId ?? false} validationMessage={errors.trimId}>
        <Select value={value.trimId} disabled={disabled || !value.model} onChange={(_, d) => choose('trimId', d.value)}>
          <option value="">{!value.model ? 'Choose the model first' : trims.isFetching ? 'Loading…' : 'Choose a trim'}</option>
          {(trims.data ?? []).map((t) => (
            <option key={t._id} value={t._id}>
              {t.trim}
            </option>
          ))}
        </Select>
      </Field>
      {cleared ? (
        <Body1 role="status" className={styles.muted}>
          {cleared}
        </Body1>
      ) : null}
    </>
  );
}
