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

/** A way from the row to a page of its own (a plan's matrix, a network's providers), with its icon. */
export interface RowLink<T> extends RowAction<T> {
  icon: ReactElement;
}

interface RowActionsProps<T> {
  /** Pages of the row's record, before the other actions. */
  links?: ReadonlyArray<RowLink<T>> | undefined;
  /** Opens the record, for lists whose rows do more than open on click. */
  view?: RowAction<T> | undefined;
  /** Given only when the user may edit. */
  edit?: RowAction<T> | undefined;
  /** Given only when the user may delete (or remove). */
  remove?: RowAction<T> | undefined;
}

function RowActions<T>({ row, links = [], view, edit, remove }: RowActionsProps<T> & { row: T }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      {links.filter((link) => !link.hidden?.(row)).map((link) => (
        <Tooltip key={link.label(row)} content={link.label(row)} relationship="label">
          <Button size="small" appearance="subtle" icon={link.icon} onClick={() => link.onClick(row)} />
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
export function rowActionsColumn<T>({ links, view, edit, remove }: RowActionsProps<T>): ListColumn<T>[] {
  if (!links?.length && !view && !edit && !remove) return [];
  return [
    { id: 'actions', header: 'Actions', render: (row) => <RowActions row={row} links={links} view={view} edit={edit} remove={remove} /> },
  ];
}
