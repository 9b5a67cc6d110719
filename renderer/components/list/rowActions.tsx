import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { ListColumn } from './types.js';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** One row action: its accessible label ("Edit Blog") and what it does. */
export interface RowAction<T> {
  label: (row: T) => string;
  onClick: (row: T) => void;
  /** Rows the action does not apply to (e.g. a portal list deletes only portal companies). */
  hidden?: (row: T) => boolean;
}

interface RowActionsProps<T> {
  /** Opens the record, for lists whose rows do more than open on click. */
  view?: RowAction<T> | undefined;
  /** Given only when the user may edit. */
  edit?: RowAction<T> | undefined;
  /** Given only when the user may delete (or remove). */
  remove?: RowAction<T> | undefined;
  /** An area's own actions, each with its icon (a page of the row's record, an export), before the others. */
  more?: ReadonlyArray<RowAction<T> & { icon: ReactElement }> | undefined;
}

function RowActions<T>({ row, view, edit, remove, more = [] }: RowActionsProps<T> & { row: T }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      {more.filter((action) => !action.hidden?.(row)).map((action) => (
        <Tooltip key={action.label(row)} content={action.label(row)} relationship="label">
          <Button size="small" appearance="subtle" icon={action.icon} onClick={() => action.onClick(row)} />
        </Tooltip>
      ))}
      {view && !view.hidden?.(row) ? (
        <Tooltip content={view.label(row)} relationship="label">
          <Button size="small" appearance="subtle" icon={<OpenRegular />} onClick={() => view.onClick(row)} />
        </Tooltip>
      ) : null}
      {edit && !edit.hidden?.(row) ? (
        <Tooltip content={edit.label(row)} relationship="label">
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => edit.onClick(row)} />
        </Tooltip>
      ) : null}
      {remove && !remove.hidden?.(row) ? (
        <Tooltip content={remove.label(row)} relationship="label">
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => remove.onClick(row)} />
        </Tooltip>
      ) : null}
    </div>
  );
}

/**
 * The Actions column of a list: icon buttons named for the row, present only for the actions the
 * user may take; no column at all when there are none.
 *
 * @example columns.push(...rowActionsColumn({ edit: canEdit ? { label: (m) => `Edit ${m.name}`, onClick: open } : undefined }));
 */
export function rowActionsColumn<T>({ view, edit, remove, more }: RowActionsProps<T>): ListColumn<T>[] {
  if (!view && !edit && !remove && !more?.length) return [];
  return [
    { id: 'actions', header: 'Actions', render: (row) => <RowActions row={row} view={view} edit={edit} remove={remove} more={more} /> },
  ];
}
