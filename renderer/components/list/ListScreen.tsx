import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { ListSearch } from './ListSearch.js';
import { ListView, type ListViewProps } from './ListView.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface ListScreenProps<T> extends Omit<ListViewProps<T>, 'labelledBy'> {
  title: string;
  searchPlaceholder: string;
  /** Actions for the whole list, e.g. Export CSV. */
  toolbar?: ReactNode;
  /** Filters beside the search box. */
  filters?: ReactNode;
}

/**
 * A list screen: h1 title, search (Ctrl+F focuses it), toolbar and the grid with its states.
 *
 * @example <ListScreen title="Customers" searchPlaceholder="Search customer" controller={list} result={result} columns={columns} getRowId={(c) => c._id} onOpen={open} empty={{ title: 'No customers yet' }} />
 */
export function ListScreen<T>({ title, searchPlaceholder, toolbar, filters, ...view }: ListScreenProps<T>) {
  const styles = useStyles();
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(title);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <Title2 as="h1" id={headingId}>
          {title}
        </Title2>
        {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      </div>
      <div className={styles.toolbar}>
        <ListSearch controller={view.controller} placeholder={searchPlaceholder} inputRef={searchRef} />
        {filters}
      </div>
      <ListView labelledBy={headingId} {...view} />
    </section>
  );
}
