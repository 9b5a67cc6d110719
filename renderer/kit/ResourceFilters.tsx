import type { FieldDef } from '../../shared/kit/fields.js';
import { filterKeysOf } from '../../shared/kit/resource.js';
import { ChoiceFilter } from '../components/list/ChoiceFilter.js';
import type { useUrlFilters } from '../components/list/useUrlFilters.js';
import type { AnyResource } from './resourceApi.js';
import type { ReferenceChoices, ResourceUi } from './resourceUi.js';

type UrlFilters = ReturnType<typeof useUrlFilters>;
type Options = Array<readonly [string, string]>;
const ALL: readonly [string, string] = ['all', 'All'];

/** The options of a field's filter: a flag's two states, a choice's values, or one of the `flagFilters`' flags by label. */
function optionsOf(field: FieldDef): Options {
  if (field.kind === 'flag') return [ALL, ['true', 'Enabled'], ['false', 'Disabled']];
  return [ALL, ...(field.choices ?? []).map((option) => [option.value, option.label] as const)];
}

/** A reference's filter: its options come from the reference's choices, loaded when the list shows. */
function ReferenceFilter({ name, label, choices, urlFilters }: { name: string; label: string; choices: ReferenceChoices; urlFilters: UrlFilters }) {
  const { options } = choices.useOptions(undefined);
  const all: Options = [ALL, ...options.map((option) => [option.value, option.label] as const)];
  const chosen = urlFilters.text(name) ?? 'all';
  // An id from the URL stays chosen while the choices load.
  const shown = all.some(([value]) => value === chosen) ? all : [...all, [chosen, chosen] as const];
  return <ChoiceFilter label={label} value={chosen} options={shown} onChange={(value) => urlFilters.set(name, value, 'all')} />;
}

/**
 * The chosen filters of a resource's list, read from the URL: each flag, choice and reference
 * marked `filter` and each of the `flagFilters`. A reference's id is taken as given (the server
 * checks it); a choice not among the options is no filter.
 */
export function chosenFilters(resource: AnyResource, urlFilters: UrlFilters): Record<string, string> {
  const { fields, options } = resource;
  const chosen: Record<string, string> = {};
  for (const key of filterKeysOf(fields)) {
    const field = fields[key]!;
    const value = field.reference ? urlFilters.text(key) ?? 'all' : urlFilters.value(key, optionsOf(field).map(([option]) => option), 'all');
    if (value !== 'all') chosen[key] = value;
  }
  for (const [key, filter] of Object.entries(options.flagFilters ?? {})) {
    const value = urlFilters.value(key, ['all', ...filter.flags], 'all');
    if (value !== 'all') chosen[key] = value;
  }
  return chosen;
}

/** The filter selects of a resource's list, or null when it has none. */
export function ResourceFilters<R extends AnyResource>({ ui, urlFilters }: { ui: ResourceUi<R>; urlFilters: UrlFilters }) {
  const { fields, options } = ui.resource;
  const keys = filterKeysOf(fields);
  const flagFilters = Object.entries(options.flagFilters ?? {});
  if (keys.length === 0 && flagFilters.length === 0) return null;
  const chosen = chosenFilters(ui.resource, urlFilters);
  return (
    <>
      {keys.map((key) => {
        const field = fields[key]!;
        const choices = ui.references?.[key as keyof typeof ui.references];
        if (field.reference) {
          if (!choices) throw new Error(`The ${key} filter has no choices in its resource's screens`);
          return <ReferenceFilter key={key} name={key} label={`Filter by ${field.label.toLowerCase()}`} choices={choices} urlFilters={urlFilters} />;
        }
        return <ChoiceFilter key={key} label={field.label} value={chosen[key] ?? 'all'} options={optionsOf(field)} onChange={(value) => urlFilters.set(key, value, 'all')} />;
      })}
      {flagFilters.map(([key, filter]) => (
        <ChoiceFilter
          key={key} label={filter.label} value={chosen[key] ?? 'all'}
          options={[ALL, ...filter.flags.map((flag) => [flag, fields[flag]!.label] as const)]}
          onChange={(value) => urlFilters.set(key, value, 'all')}
        />
      ))}
    </>
  );
}
