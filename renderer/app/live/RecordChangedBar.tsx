import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import type { RecordRef } from '../../../shared/contract/notifications/index.js';
import { formatTime } from '../../../shared/domain/format.js';
import { api } from '../api.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { changeSeen, selectChangedBy } from './liveSlice.js';
import { recordTags } from './liveTags.js';

/**
 * "Updated by ‹user› at 10:42 – Reload" (UX.md §3) on a record someone else changed while it is
 * open. Nothing reloads by itself, so nobody's half-typed input is lost; Reload asks every part
 * of the screen showing the record again. A record fetched after the change heard needs no bar.
 *
 * @example <RecordChangedBar record={{ kind: 'proposal', id }} shownSince={result.fulfilledTimeStamp} />
 */
export function RecordChangedBar({ record, shownSince }: { record: RecordRef; shownSince?: number | undefined }) {
  const dispatch = useAppDispatch();
  const changed = useAppSelector((state) => selectChangedBy(state, record));
  if (!changed || (shownSince !== undefined && shownSince > changed.heardAt)) return null;
  const reload = () => {
    dispatch(changeSeen(record));
    dispatch(api.util.invalidateTags(recordTags(record)));
  };
  return (
    <MessageBar intent="info">
      <MessageBarBody>{`Updated by ${changed.name} at ${formatTime(changed.at)}`}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" icon={<ArrowSyncRegular />} onClick={reload}>
          Reload
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
