import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { ListSearch } from './ListSearch.js';
import { ListView, type ListViewProps } from './ListView.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface RelatedListProps<T> extends Omit<ListViewProps<T>, 'labelledBy'> {
  title: string;
  /** Shows a search box when given. */
  searchPlaceholder?: string;
  filters?: ReactNode;
}

/**
 * A paged sub-list of a detail screen (policies, comments…): the list rules, smaller, under an h2.
 *
 * @example <RelatedList title="Policies" controller={list} result={result} columns={columns} getRowId={(p) => p._id} empty={{ title: 'No policies' }} />
 */
export function RelatedList<T>({ title, searchPlaceholder, filters, size = 'extra-small', ...view }: RelatedListProps<T>) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {searchPlaceholder || filters ? (
        <div className={styles.toolbar}>
          {searchPlaceholder ? <ListSearch controller={view.controller} placeholder={searchPlaceholder} /> : null}
          {filters}
        </div>
      ) : null}
      <ListView labelledBy={headingId} size={size} {...view} />
    </section>
  );
}
