import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import { formatAed, formatDate } from '../../shared/domain/format.js';
import type { FieldDef } from '../../shared/kit/fields.js';
import type { SelectOption } from '../components/form/SelectField.js';
import type { RowAction } from '../components/list/rowActions.js';
import type { ContractForm } from '../components/form/useContractForm.js';
import type { EntryCells } from './GroupEntries.js';
import type { Crumb } from './ResourceBreadcrumbs.js';
import type { AnyResource, ResourceHooks, ResourceRecord } from './resourceApi.js';

type FieldKey<R extends AnyResource> = keyof R['fields'] & string;

/** Where a reference field's choices come from: a hook (called on every render of the form) and the "none" option. */
export interface ReferenceChoices {
  useOptions: (recordId: string | undefined) => { options: readonly SelectOption[]; failed: boolean };
  emptyLabel: string;
}

/**
 * The screens of a resource of the kit, described once (`shared/kit/resource.ts` describes its
 * data). Words come from the resource's `singular` and `plural` unless given; only what an area
 * shows its own way is written here.
 */
export interface ResourceUi<R extends AnyResource> {
  resource: R;
  hooks: ResourceHooks<R>;
  /** The list's heading and window title: "Menu management". */
  title: string;
  /** Route-table paths of the screens (`[param]` for the record's id); an absent one has no screen. */
  paths: { list: string; create?: string; show?: string; edit?: string };
  /** How a record is named in actions, prompts and toasts. */
  nameOf: (record: ResourceRecord<R>) => string;
  searchPlaceholder: string;
  /** The empty list's line under "No <plural> yet". */
  emptyBody: string;
  /** What removing does, in the confirmation; given the record, it may name what goes with it (its children, by `counts`). */
  removeBody: string | ((record: ResourceRecord<R>) => string);
  /** The path above the screens (a child resource's Company › TPA › Network), shown over the list and the forms. */
  breadcrumbs?: readonly Crumb[];
  /** The list shows when each record was created (a sortable column). */
  listCreatedAt?: boolean;
  /** Values an area words its own way, in the list and on the record page (an amount whose unit follows another field). */
  texts?: Partial<Record<FieldKey<R>, (record: ResourceRecord<R>) => string>>;
  /** Cells an area draws its own way (an icon beside its name). */
  cells?: Partial<Record<FieldKey<R>, (record: ResourceRecord<R>) => ReactNode>>;
  /** The choices of each reference field. */
  references?: Partial<Record<FieldKey<R>, ReferenceChoices>>;
  /** Inputs an area draws its own way (an amount whose unit follows another field). */
  inputs?: Partial<Record<FieldKey<R>, (props: { contractForm: ContractForm<z.ZodObject>; name: string; field: FieldDef }) => ReactNode>>;
  /** Cells of a group's table on the record page an area draws its own way, by group and item (a row's status as a select). */
  entryCells?: (record: ResourceRecord<R>) => Partial<Record<FieldKey<R>, EntryCells>>;
  /** A tool the create form offers above its inputs (a document read that fills fields), given the form. */
  createTool?: ComponentType<{ contractForm: ContractForm<z.ZodObject> }>;
  /** A child resource's screens: the parent record whose children the list shows (`parent` in its resource). */
  parentId?: string;
  /** Values the screen sets with no input (a child's parent on its create form). */
  fixed?: Partial<Record<FieldKey<R>, unknown>>;
  /** Pages of a record the list's rows lead to, as row actions before Edit (a plan's matrix and benefits). */
  rowLinks?: ReadonlyArray<{ label: (record: ResourceRecord<R>) => string; to: (record: ResourceRecord<R>) => string; icon: ReactElement }>;
  /** The list's way back (a child list back to its parent's page). */
  listBack?: { to: string; label: string };
  /** Where a row of the list opens, when not its record page (a level of a tree opens the list of its children). */
  open?: (record: ResourceRecord<R>) => string;
  /** The list's own row actions, before edit and remove (export a record's workbook); each given only where the user may take it. */
  rowActions?: ReadonlyArray<RowAction<ResourceRecord<R>> & { icon: ReactElement }>;
  /** The list's own tools in its toolbar, after the kit's (an import). */
  listTools?: ReactNode;
  /** The record page's own sections after the details (a history, a sub-list): each a component of the record. */
  sections?: ReadonlyArray<ComponentType<{ record: ResourceRecord<R> }>>;
}

/** `/edit/[menuId]` with `m1` → `/edit/m1`. */
export function recordPath(pattern: string, id: string): string {
  return pattern.replace(/\[[^\]]+\]/, encodeURIComponent(id));
}

/** The parameter of a record's path: `/edit/[menuId]` → `menuId`. */
export function paramOf(pattern: string): string {
  return /\[([^\]]+)\]/.exec(pattern)?.[1] ?? 'id';
}

/** "menu" → "Menu". */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The removal prompt's words for a record. */
export function removeText<R extends AnyResource>(ui: ResourceUi<R>, record: ResourceRecord<R> | null): string {
  return typeof ui.removeBody === 'function' ? (record ? ui.removeBody(record) : '') : ui.removeBody;
}

/** Defines a resource's screens, keeping its types. */
export function defineResourceUi<R extends AnyResource>(ui: ResourceUi<R>): ResourceUi<R> {
  return ui;
}

/** A value in words, as its field's kind shows it. */
export function valueText(field: FieldDef, value: unknown, record: Record<string, unknown>): string | number | null {
  if (field.reference) return (record[field.reference.nameKey] as string | null) ?? null;
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return formatAed(value as number);
    case 'date':
      return formatDate(value as string);
    case 'flag':
      return value ? 'Yes' : 'No';
    case 'group':
      return (value as Array<Record<string, string>>).map((entry) => Object.values(entry)[0] ?? '').join(', ');
    case 'choice':
      return field.choices?.find((option) => option.value === value)?.label ?? (value as string);
    default:
      return value as string | number;
  }
}
