import { SearchBox, makeStyles } from '@fluentui/react-components';
import type { Ref } from 'react';
import type { ListController } from './useListController.js';

const useStyles = makeStyles({ root: { width: 'min(320px, 100%)' } });

/** The list's search box: debounced, Enter searches at once, Esc clears. */
export function ListSearch({
  controller,
  placeholder,
  inputRef,
}: {
  controller: ListController;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const styles = useStyles();
  return (
    <SearchBox
      className={styles.root}
      size="small"
      ref={inputRef}
      placeholder={placeholder}
      aria-label={placeholder}
      value={controller.searchText}
      onChange={(_, data) => controller.setSearchText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          controller.submitSearch();
        } else if (event.key === 'Escape' && controller.searchText) {
          event.preventDefault();
          controller.clearSearch();
        }
      }}
    />
  );
}
