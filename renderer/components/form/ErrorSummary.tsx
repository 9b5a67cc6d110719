import { Link, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, SummaryItem } from './useContractForm.js';

const useStyles = makeStyles({ list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL } });

/**
 * One line of the summary in sentence case: a message that already names its field ("Full name is
 * required") stands alone; any other follows the label ("Email: must be a valid email").
 */
export function summaryLine(label: string | undefined, message: string): string {
  if (!label || message.toLowerCase().startsWith(label.toLowerCase())) return message;
  // An acronym ("VIN …", "ID …") keeps its capitals.
  const rest = /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
  return `${label}: ${rest}`;
}

/** Where the field's input sits in the page; a field without one (a server-only name) goes last. */
function inputOf(field: string): Element | undefined {
  return document.getElementsByName(field)[0] ?? document.querySelector(`[name^="${CSS.escape(field)}."]`) ?? undefined;
}

/** The field errors in the order their inputs appear, then the errors that name no field. */
export function inFormOrder(items: readonly SummaryItem[]): SummaryItem[] {
  const placed = items.map((item, index) => ({ item, index, input: item.field ? inputOf(item.field) : undefined }));
  return placed
    .sort((a, b) => {
      if (a.input && b.input) return a.input.compareDocumentPosition(b.input) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      if (a.input || b.input) return a.input ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

export interface ErrorSummaryProps<S extends z.ZodObject> {
  contractForm: ContractForm<S>;
  /** "Customer was not saved"; a dialog may go without. */
  title?: string;
}

/** The error summary above a form (UX.md §3): each field error links to its input, in form order. */
export function ErrorSummary<S extends z.ZodObject>({ contractForm, title }: ErrorSummaryProps<S>) {
  const styles = useStyles();
  const { summary, labels, form } = contractForm;
  if (summary.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        <ul className={styles.list}>
          {inFormOrder(summary).map((item, index) => (
            <li key={`${item.field ?? ''}${index}`}>
              {item.field ? (
                <Link as="button" type="button" onClick={() => form.setFocus(item.field as Path<z.input<S> & FieldValues>)}>
                  {summaryLine(labels[item.field], item.message)}
                </Link>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
