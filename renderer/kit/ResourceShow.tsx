import { Button, Image, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../shared/domain/format.js';
import { useNotify } from '../app/notify.js';
import { useRouteCan } from '../app/useRouteCan.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { DetailScreen, type DetailQueryState } from '../components/detail/DetailScreen.js';
import { FieldList, type FieldItem } from '../components/detail/FieldList.js';
import { RichText } from '../components/detail/RichText.js';
import { errorText } from '../components/errorText.js';
import { useConfirmedRemoval } from '../components/useConfirmedRemoval.js';
import { GroupEntries, GroupTable, isTabular } from './GroupEntries.js';
import type { AnyResource, ResourceHooks, ResourceRecord } from './resourceApi.js';
import { capitalized, paramOf, recordPath, removeText, valueText, type ResourceUi } from './resourceUi.js';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  images: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

function StoredImage<R extends AnyResource>({ hooks, id, field, label, url }: { hooks: ResourceHooks<R>; id: string; field: string; label: string; url: string | null }) {
  const styles = useStyles();
  const image = hooks.useImage({ id, field, url: url ?? '' }, { skip: !url });
  return (
    <figure className={styles.figure}>
      <figcaption>{label}</figcaption>
      {!url ? '-' : image.data ? <Image src={image.data.dataUrl} alt={label} width={160} fit="contain" bordered /> : image.isError ? errorText(image.error) : 'Loading…'}
    </figure>
  );
}

function Show<R extends AnyResource>({ ui, record, query }: { ui: ResourceUi<R>; record: ResourceRecord<R>; query: DetailQueryState }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { resource, hooks, paths } = ui;
  const { options, fields } = resource;
  const access = useRouteCan(paths.list);
  const canEdit = useRouteCan(paths.edit ?? '').view && paths.edit !== undefined;
  const [remove, removal] = hooks.useRemove();
  const [setStatus, switching] = hooks.useSetStatus();
  const soft = options.removal === 'soft';
  const name = ui.nameOf(record);
  const values = record as Record<string, unknown>;
  const removing = useConfirmedRemoval<ResourceRecord<R>>(async (row) => {
    const outcome = await remove(row._id);
    if (!outcome.error) void navigate(paths.list);
    return outcome;
  }, () => `${capitalized(options.singular)} ${name} ${soft ? 'removed' : 'deleted'}`);
  const entries = Object.entries(fields);
  const items: FieldItem[] = [
    ...entries.filter(([, field]) => field.kind !== 'richText' && field.kind !== 'image' && field.kind !== 'group')
      .map(([key, field]) => ({ label: field.label, value: ui.texts?.[key]?.(record) ?? valueText(field, values[key], values), dirAuto: field.kind === 'text' || field.kind === 'longText' })),
    { label: 'Created at', value: formatDateTime(record.createdAt) },
    { label: 'Updated at', value: formatDateTime(record.updatedAt) },
  ];
  const status = options.status;
  const on = status ? values[status.field] === true : false;
  const toggle = async () => {
    const outcome = await setStatus({ id: record._id, on: !on });
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`${capitalized(options.singular)} ${name} ${on ? 'disabled' : 'enabled'}`);
  };
  const images = entries.filter(([, field]) => field.kind === 'image');
  return (
    <DetailScreen
      query={query}
      loaded
      title={name}
      back={{ to: paths.list, label: `Back to ${options.plural}` }}
      {...(status && { status: on ? { label: 'Enabled', color: 'success' as const } : { label: 'Disabled', color: 'informative' as const } })}
      actions={
        <>
          {status && options.routes.setStatus && access.update ? (
            <Button disabled={switching.isLoading} onClick={() => void toggle()}>{on ? 'Disable' : 'Enable'}</Button>
          ) : null}
          {canEdit ? <Button icon={<EditRegular />} onClick={() => void navigate(recordPath(paths.edit!, record._id))}>Edit</Button> : null}
          {access.delete && options.routes.remove ? <Button icon={<DeleteRegular />} onClick={() => removing.ask(record)}>{soft ? 'Remove' : 'Delete'}</Button> : null}
        </>
      }
    >
      <div className={styles.sections}>
        <FieldList title="Details" items={items} />
        {entries.filter(([, field]) => field.kind === 'richText').map(([key, field]) => (
          <section key={key} className={styles.section}>
            <Subtitle1 as="h2">{field.label}</Subtitle1>
            <RichText html={values[key] as string | null} />
          </section>
        ))}
        {images.length > 0 ? (
          <section className={styles.section}>
            <Subtitle1 as="h2">{images.length === 1 ? images[0]![1].label : 'Images'}</Subtitle1>
            <div className={styles.images}>
              {images.map(([key, field]) => <StoredImage key={key} hooks={hooks} id={record._id} field={key} label={field.label} url={values[key] as string | null} />)}
            </div>
          </section>
        ) : null}
        {entries.filter(([, field]) => field.kind === 'group').map(([key, field]) => isTabular(field) ? (
          <GroupTable key={key} field={field} entries={(values[key] as Array<Record<string, unknown>> | null) ?? []} cells={ui.entryCells?.(record)[key]} />
        ) : (
          <section key={key} className={styles.section}>
            <Subtitle1 as="h2">{field.label}</Subtitle1>
            <GroupEntries field={field} entries={(values[key] as Array<Record<string, string>> | null) ?? []} />
          </section>
        ))}
        {ui.sections?.map((Section, index) => <Section key={index} record={record} />)}
      </div>
      <ConfirmDialog
        open={removing.pending !== null}
        title={`${soft ? 'Remove' : 'Delete'} ${options.singular} ${name}?`}
        body={removeText(ui, removing.pending)}
        confirmLabel={soft ? 'Remove' : 'Delete'}
        busy={removal.isLoading}
        onConfirm={() => void removing.confirm()}
        onCancel={removing.cancel}
      />
    </DetailScreen>
  );
}

/** The page of one record of a resource of the kit: its fields, formatted text and images, with its actions. */
export function ResourceShow<R extends AnyResource>({ ui }: { ui: ResourceUi<R> }) {
  const id = useParams()[paramOf(ui.paths.show ?? '')] ?? '';
  const result = ui.hooks.useGet(id);
  if (!result.data) {
    return <DetailScreen query={result} loaded={false} title={capitalized(ui.resource.options.singular)} back={{ to: ui.paths.list, label: `Back to ${ui.resource.options.plural}` }} />;
  }
  return <Show key={result.data._id} ui={ui} record={result.data} query={result} />;
}
