import { Badge, Button, Switch } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../shared/domain/format.js';
import type { FieldDef } from '../../shared/kit/fields.js';
import { filterKeysOf, sortFieldsOf } from '../../shared/kit/resource.js';
import { useNotify } from '../app/notify.js';
import { useRouteCan } from '../app/useRouteCan.js';
import { ConfirmDialog } from '../components/ConfirmDialog.js';
import { show } from '../components/display.js';
import { errorText } from '../components/errorText.js';
import { ListScreen } from '../components/list/ListScreen.js';
import { rowActionsColumn } from '../components/list/rowActions.js';
import type { ListColumn } from '../components/list/types.js';
import { useListController } from '../components/list/useListController.js';
import { useListSort } from '../components/list/useListSort.js';
import { useUrlFilters } from '../components/list/useUrlFilters.js';
import { useConfirmedRemoval } from '../components/useConfirmedRemoval.js';
import type { AnyResource, ResourceRecord } from './resourceApi.js';
import { ResourceFilters, chosenFilters } from './ResourceFilters.js';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs.js';
import { capitalized, recordPath, removeText, valueText, type ResourceUi } from './resourceUi.js';

/** A cell as the field's kind shows it: a flag as a badge, anything else in the words of the record page. */
function cell(field: FieldDef, value: unknown, record: Record<string, unknown>): ReactNode {
  if (field.kind === 'flag' && typeof value === 'boolean') {
    return value ? <Badge appearance="tint" color="success">Enabled</Badge> : <Badge appearance="tint" color="informative">Disabled</Badge>;
  }
  return show(valueText(field, value, record));
}

const hasFilters = (resource: AnyResource) => filterKeysOf(resource.fields).length > 0 || Object.keys(resource.options.flagFilters ?? {}).length > 0;

/**
 * The list screen of a resource of the kit: search, server-side sort by the resource's sort
 * fields (kept in the URL), paging, the columns its fields mark, row actions the user may take,
 * removal after confirmation, and the empty state with a first-record button.
 */
export function ResourceList<R extends AnyResource>({ ui }: { ui: ResourceUi<R> }) {
  const { resource, hooks, paths } = ui;
  const { options, fields } = resource;
  type Rec = ResourceRecord<R>;
  const navigate = useNavigate();
  const list = useListController({ defaultSize: options.pageSize });
  const sort = useListSort({ fields: sortFieldsOf(options), defaultField: options.sort.default, defaultDirection: options.sort.direction });
  const urlFilters = useUrlFilters();
  const chosen = chosenFilters(resource, urlFilters);
  // Filters ride beside the paging; the contract's list query validates them on the way out.
  const result = hooks.useList({ page: list.page, size: list.size, search: list.search, sortField: sort.field, sortDirection: sort.direction, ...(ui.parentId && { parentId: ui.parentId }), ...chosen });
  const canCreate = useRouteCan(paths.create ?? '').view && paths.create !== undefined;
  const access = useRouteCan(paths.list);
  const [remove, removal] = hooks.useRemove();
  const soft = options.removal === 'soft';
  const removing = useConfirmedRemoval<Rec>((record) => remove(record._id), (record) => `${capitalized(options.singular)} ${ui.nameOf(record)} ${soft ? 'removed' : 'deleted'}`);
  const open = (record: Rec) => void navigate(ui.open ? ui.open(record) : recordPath((paths.show ?? paths.edit)!, record._id));
  const notify = useNotify();
  const [setStatus] = hooks.useSetStatus();
  const status = options.status;
  const canSwitch = status !== undefined && options.routes.setStatus !== undefined && access.update;
  /** The status column switches the record on and off, for a user who may edit it. */
  const statusSwitch = (record: Rec) => {
    const on = (record as Record<string, unknown>)[status!.field] === true;
    const label = `${ui.nameOf(record)} enabled`;
    return (
      <Switch
        checked={on}
        aria-label={label}
        label={on ? 'Enabled' : 'Disabled'}
        onChange={() => void setStatus({ id: record._id, on: !on }).then((outcome) => {
          if (outcome.error) notify.error(errorText(outcome.error));
          else notify.success(`${capitalized(options.singular)} ${ui.nameOf(record)} ${on ? 'disabled' : 'enabled'}`);
        })}
      />
    );
  };

  const columns: ListColumn<Rec>[] = Object.entries(fields)
    .filter(([, field]) => field.list)
    .map(([key, field]) => ({
      id: key,
      header: field.header ?? field.label,
      ...(options.sort.fields.includes(key) && { sortField: key }),
      ...((field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money') && { numeric: true }),
      render: (record: Rec) => {
        const custom = ui.cells?.[key as keyof typeof ui.cells];
        if (custom) return custom(record);
        const text = ui.texts?.[key as keyof typeof ui.texts];
        if (text) return text(record);
        if (canSwitch && key === status.field) return statusSwitch(record);
        return cell(field, (record as Record<string, unknown>)[key], record);
      },
    }));
  for (const [key, count] of Object.entries(options.counts ?? {})) {
    columns.push({ id: key, header: count.label, numeric: true, render: (record) => String((record as Record<string, unknown>)[key]) });
  }
  if (ui.listCreatedAt) columns.push({ id: 'createdAt', header: 'Created at', sortField: 'createdAt', render: (record) => formatDateTime(record.createdAt) });
  const verb = soft ? 'Remove' : 'Delete';
  columns.push(
    ...rowActionsColumn<Rec>({
      more: [
        ...(ui.rowLinks ?? []).map((link) => ({ label: link.label, icon: link.icon, onClick: (record: Rec) => void navigate(link.to(record)) })),
        ...(ui.rowActions ?? []),
      ],
      edit: access.update && paths.edit ? { label: (record) => `Edit ${ui.nameOf(record)}`, onClick: (record) => void navigate(recordPath(paths.edit!, record._id)) } : undefined,
      remove: access.delete && options.routes.remove ? { label: (record) => `${verb} ${ui.nameOf(record)}`, onClick: removing.ask } : undefined,
    }),
  );
  const canOpen = ui.open !== undefined || paths.show !== undefined || (paths.edit !== undefined && access.update);
  const createButton = (label: string, primary: boolean) => (
    <Button appearance={primary ? 'primary' : undefined} icon={primary ? <AddRegular /> : undefined} onClick={() => void navigate(paths.create!)}>
      {label}
    </Button>
  );

  return (
    <>
      {ui.breadcrumbs ? <ResourceBreadcrumbs crumbs={ui.breadcrumbs} /> : null}
      <ListScreen
        title={ui.title}
        searchPlaceholder={ui.searchPlaceholder}
        controller={list}
        result={result}
        columns={columns}
        sort={sort}
        getRowId={(record) => record._id}
        onOpen={canOpen ? open : undefined}
        empty={{ title: `No ${options.plural} yet`, body: ui.emptyBody, action: canCreate ? createButton(`Create the first ${options.singular}`, false) : undefined }}
        toolbar={canCreate || ui.listBack || ui.listTools ? (
          <>
            {ui.listBack ? <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(ui.listBack!.to)}>{ui.listBack.label}</Button> : null}
            {canCreate ? createButton(`New ${options.singular}`, true) : null}
            {ui.listTools}
          </>
        ) : undefined}
        filters={hasFilters(resource) ? <ResourceFilters ui={ui} urlFilters={urlFilters} /> : undefined}
      />
      <ConfirmDialog
        open={removing.pending !== null}
        title={`${verb} ${options.singular} ${removing.pending ? ui.nameOf(removing.pending) : ''}?`}
        body={removeText(ui, removing.pending)}
        confirmLabel={verb}
        busy={removal.isLoading}
        onConfirm={() => void removing.confirm()}
        onCancel={removing.cancel}
      />
    </>
  );
}
