import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { Pagination } from '../../../shared/contract/common.schema.js';

const count = new Intl.NumberFormat('en-US');

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * "1–10 of 1,234"; a capped total (a search that matched more than the server counted) is a lower
 * bound, "of 10,000+".
 *
 * @example rangeText(2, 10, 1234) // '11–20 of 1,234'
 * @example rangeText(1, 10, 10000, true) // '1–10 of 10,000+'
 */
export function rangeText(page: number, size: number, total: number, capped = false): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return `${count.format(first)}–${count.format(last)} of ${count.format(total)}${capped ? '+' : ''}`;
}

export interface PagerProps {
  page: number;
  size: number;
  pagination: Pagination;
  sizeOptions: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Paging of a list: the range text, rows per page and previous/next. */
export function Pager({ page, size, pagination, sizeOptions, onPage, onSize }: PagerProps) {
  const styles = useStyles();
  const sizeId = useId();
  const totalPages = Math.max(1, pagination.totalPages);
  const capped = pagination.totalCapped === true;
  return (
    <div className={styles.root}>
      <div className={styles.size}>
        <label htmlFor={sizeId}>
          <Text size={200}>Rows per page</Text>
        </label>
        <Select id={sizeId} size="small" value={String(size)} onChange={(_, data) => onSize(Number(data.value))}>
          {sizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
      <Text size={200} aria-live="polite">
        {rangeText(page, size, pagination.totalItems, capped)}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text size={200}>
        Page {page} of {count.format(totalPages)}
        {capped ? '+' : ''}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      />
    </div>
  );
}
