import { useNavigate, useParams } from 'react-router-dom';
import type { Fields } from '../../shared/kit/resource.js';
import { useNotify } from '../app/notify.js';
import { DetailScreen } from '../components/detail/DetailScreen.js';
import { FormScreen } from '../components/form/FormScreen.js';
import { saveResult, useContractForm } from '../components/form/useContractForm.js';
import type { AnyResource, ResourceInput, ResourceRecord } from './resourceApi.js';
import { ResourceInputs } from './ResourceInputs.js';
import { capitalized, paramOf, recordPath, type ResourceUi } from './resourceUi.js';

/**
 * What a form starts with: a record's values, or each field's default (a blank where it has
 * none). Blank text and references are `''`, which the form sends as null where null is allowed.
 */
function startingValues(fields: Fields, record?: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => {
    if (record) return [key, record[key] ?? (field.kind === 'money' || field.kind === 'integer' ? undefined : '')];
    const fallback = field.input.safeParse(undefined);
    const value = fallback.success ? fallback.data : undefined;
    return [key, value ?? (field.kind === 'money' || field.kind === 'integer' ? undefined : '')];
  }));
}

const labelsOf = (fields: Fields) => Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label]));

/** After a save: the record's page where it has one, the list otherwise. */
function useAfterSave<R extends AnyResource>(ui: ResourceUi<R>) {
  const navigate = useNavigate();
  const notify = useNotify();
  return (saved: ResourceRecord<R>) => {
    notify.success(`${capitalized(ui.resource.options.singular)} ${ui.nameOf(saved)} saved`);
    void navigate(ui.paths.show ? recordPath(ui.paths.show, saved._id) : ui.paths.list);
  };
}

/** The create screen of a resource of the kit. */
export function ResourceCreate<R extends AnyResource>({ ui }: { ui: ResourceUi<R> }) {
  const { resource, hooks } = ui;
  const [create] = hooks.useCreate();
  const afterSave = useAfterSave(ui);
  const contractForm = useContractForm({
    schema: resource.schemas.input,
    labels: labelsOf(resource.fields),
    defaultValues: startingValues(resource.fields),
    save: async (values) => saveResult(await create(values as ResourceInput<R>)),
    onSaved: afterSave,
  });
  const { singular } = resource.options;
  return (
    <FormScreen title={`New ${singular}`} recordName={`The ${singular}`} contractForm={contractForm} cancelTo={ui.paths.list}>
      <ResourceInputs ui={ui} contractForm={contractForm} />
    </FormScreen>
  );
}

function EditForm<R extends AnyResource>({ ui, record }: { ui: ResourceUi<R>; record: ResourceRecord<R> }) {
  const { resource, hooks } = ui;
  const [update] = hooks.useUpdate();
  const afterSave = useAfterSave(ui);
  const contractForm = useContractForm({
    schema: resource.schemas.input,
    labels: labelsOf(resource.fields),
    defaultValues: startingValues(resource.fields, record as Record<string, unknown>),
    save: async (values) => saveResult(await update({ id: record._id, body: values as ResourceInput<R> })),
    onSaved: afterSave,
  });
  const name = ui.nameOf(record);
  const back = ui.paths.show ? recordPath(ui.paths.show, record._id) : ui.paths.list;
  return (
    <FormScreen title={`Edit ${name}`} recordName={name} contractForm={contractForm} cancelTo={back}>
      <ResourceInputs ui={ui} contractForm={contractForm} recordId={record._id} />
    </FormScreen>
  );
}

/** The edit screen of a resource of the kit. */
export function ResourceEdit<R extends AnyResource>({ ui }: { ui: ResourceUi<R> }) {
  const id = useParams()[paramOf(ui.paths.edit ?? '')] ?? '';
  const result = ui.hooks.useGet(id);
  const { singular, plural } = ui.resource.options;
  if (!result.data) {
    return <DetailScreen query={result} loaded={false} title={`Edit ${singular}`} back={{ to: ui.paths.list, label: `Back to ${plural}` }} />;
  }
  return <EditForm key={result.data._id} ui={ui} record={result.data} />;
}
