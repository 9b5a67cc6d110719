import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RESOURCE_IMAGE_MAX_BYTES, type Fields } from '../../shared/kit/resource.js';
import type { EndpointKey } from '../../shared/contract/index.js';
import { api } from '../app/api.js';
import { useAppDispatch } from '../app/hooks.js';
import { useNotify } from '../app/notify.js';
import { DetailScreen } from '../components/detail/DetailScreen.js';
import { FormScreen } from '../components/form/FormScreen.js';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs.js';
import { ImageInputs, useImagePicks, type ImagePicks, type ImageSlot } from '../components/form/ImagePicks.js';
import { saveResult, useContractForm, type SaveResult } from '../components/form/useContractForm.js';
import type { AnyResource, ResourceInput, ResourceRecord } from './resourceApi.js';
import { blankEntry } from './GroupInput.js';
import { ResourceInputs } from './ResourceInputs.js';
import { capitalized, paramOf, recordPath, type ResourceUi } from './resourceUi.js';

/**
 * What a form starts with: a record's values, or each field's default (a blank where it has
 * none). Blank text and references are `''`, which the form sends as null where null is allowed.
 */
function startingValues(fields: Fields, record?: Record<string, unknown>, fixed: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field.kind !== 'image').map(([key, field]) => {
    if (key in fixed) return [key, fixed[key]];
    if (field.kind === 'group') return [key, record?.[key] ?? Array.from({ length: field.input.safeParse([]).success ? 0 : 1 }, () => blankEntry(field))];
    const blank = field.kind === 'money' || field.kind === 'integer' || field.kind === 'decimal' ? undefined : '';
    if (record) return [key, record[key] ?? blank];
    const fallback = field.input.safeParse(undefined);
    return [key, (fallback.success ? fallback.data : undefined) ?? blank];
  }));
}

const labelsOf = (fields: Fields) => Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label]));

/** The image inputs of a resource's form, each uploaded through the resource's image call. */
function useResourceImages<R extends AnyResource>(ui: ResourceUi<R>): ImagePicks {
  const slots = useMemo<ImageSlot[]>(() => Object.entries(ui.resource.fields).filter(([, field]) => field.kind === 'image').map(([key, field]) => ({
    key, label: field.label, required: field.required, endpoint: `${ui.resource.options.name}.uploadImage` as EndpointKey, params: (id: string) => ({ id, field: key }),
  })), [ui]);
  return useImagePicks(slots, RESOURCE_IMAGE_MAX_BYTES);
}

/**
 * Saves the fields, then uploads the chosen images (they need the record's id). An image the
 * server refuses leaves the record saved and says which image and why.
 */
function useSave<R extends AnyResource>(ui: ResourceUi<R>, images: ImagePicks, write: (values: ResourceInput<R>) => Promise<{ data?: ResourceRecord<R>; error?: unknown }>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const name = ui.resource.options.singular;
  return {
    save: async (values: ResourceInput<R>): Promise<SaveResult<ResourceRecord<R>>> => saveResult(await write(values)),
    onSaved: async (saved: ResourceRecord<R>) => {
      const refusals = await images.uploadTo(saved._id);
      if (refusals.length > 0) notify.error(`${capitalized(name)} ${ui.nameOf(saved)} saved, but not every image: ${refusals.join(' ')}`);
      else notify.success(`${capitalized(name)} ${ui.nameOf(saved)} saved`);
      if (images.any) dispatch(api.util.invalidateTags(ui.hooks.tagsOf(saved._id)));
      void navigate(ui.paths.show ? recordPath(ui.paths.show, saved._id) : ui.paths.list);
    },
  };
}

/** The create screen of a resource of the kit. */
export function ResourceCreate<R extends AnyResource>({ ui }: { ui: ResourceUi<R> }) {
  const { resource, hooks } = ui;
  const [create] = hooks.useCreate();
  const images = useResourceImages(ui);
  const { save, onSaved } = useSave(ui, images, (values) => create(values));
  const contractForm = useContractForm({
    schema: resource.schemas.input,
    labels: labelsOf(resource.fields),
    defaultValues: startingValues(resource.fields, undefined, ui.fixed),
    save: async (values) => (images.checkRequired() ? save(values as ResourceInput<R>) : { ok: false, error: { status: 400, message: 'Choose the images marked *' } }),
    onSaved: (saved) => void onSaved(saved),
  });
  const { singular } = resource.options;
  const CreateTool = ui.createTool;
  return (
    <>
    {ui.breadcrumbs ? <ResourceBreadcrumbs crumbs={ui.breadcrumbs} /> : null}
    <FormScreen title={`New ${singular}`} recordName={`The ${singular}`} contractForm={contractForm} cancelTo={ui.paths.list}>
      {CreateTool ? <CreateTool contractForm={contractForm} /> : null}
      <ResourceInputs ui={ui} contractForm={contractForm}>
        <ImageInputs images={images} maxBytes={RESOURCE_IMAGE_MAX_BYTES} />
      </ResourceInputs>
    </FormScreen>
    </>
  );
}

function EditForm<R extends AnyResource>({ ui, record }: { ui: ResourceUi<R>; record: ResourceRecord<R> }) {
  const { resource, hooks } = ui;
  const [update] = hooks.useUpdate();
  const images = useResourceImages(ui);
  const { save, onSaved } = useSave(ui, images, (values) => update({ id: record._id, body: values }));
  const contractForm = useContractForm({
    schema: resource.schemas.input,
    labels: labelsOf(resource.fields),
    defaultValues: startingValues(resource.fields, record as Record<string, unknown>, ui.fixed),
    save: async (values) => save(values as ResourceInput<R>),
    onSaved: (saved) => void onSaved(saved),
  });
  const name = ui.nameOf(record);
  const back = ui.paths.show ? recordPath(ui.paths.show, record._id) : ui.paths.list;
  return (
    <>
    {ui.breadcrumbs ? <ResourceBreadcrumbs crumbs={ui.breadcrumbs} /> : null}
    <FormScreen title={`Edit ${name}`} recordName={name} contractForm={contractForm} cancelTo={back}>
      <ResourceInputs ui={ui} contractForm={contractForm} recordId={record._id}>
        <ImageInputs images={images} stored={record as Record<string, string | null>} maxBytes={RESOURCE_IMAGE_MAX_BYTES} />
      </ResourceInputs>
    </FormScreen>
    </>
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
