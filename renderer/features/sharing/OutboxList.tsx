import { InlineDrawer, makeStyles } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { sharingContract } from '../../../shared/contract/sharing/sharing.contract.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useUrlFilters } from '../../components/list/useUrlFilters.js';
import { OutboxMessageView } from './OutboxMessageView.js';
import { CHANNEL_LABELS, CHANNEL_OPTIONS, OutboxStatusBadge, recipientText, subjectOrFirstLine } from './outboxDisplay.js';
import { useGetOutboxQuery, type OutboxRecord } from './sharingApi.js';

const useStyles = makeStyles({
  page: { display: 'flex', height: '100%', minHeight: 0 },
  list: { flexGrow: 1, minWidth: 0, overflowY: 'auto' },
  drawer: { height: '100%', overflowY: 'auto' },
});

/** The URL key of the open message. */
export const MESSAGE_PARAM = 'message';

const columns: ListColumn<OutboxRecord>[] = [
  { id: 'sentAt', header: 'Sent at', render: (m) => formatDateTime(m.createdAt) },
  { id: 'channel', header: 'Channel', render: (m) => CHANNEL_LABELS[m.channel] },
  { id: 'recipient', header: 'Recipient', render: (m) => recipientText(m) },
  { id: 'subject', header: 'Subject / first line', render: (m) => subjectOrFirstLine(m) },
  { id: 'status', header: 'Status', render: (m) => <OutboxStatusBadge status={m.status} /> },
  { id: 'sentBy', header: 'Sent by', render: (m) => show(m.sentBy?.fullName) },
];

/**
 * `/outbox`: what was sent to customers (quotes, comparisons, payment links, chatbot), newest
 * first, searched and filtered by channel in the URL. A row opens the message beside the list,
 * also kept in the URL (`?message=`), so Back and a toast's "Open in outbox" reach it.
 */
export default function OutboxList() {
  const styles = useStyles();
  const list = useListController({ defaultSize: sharingContract.outbox.pageSize ?? PAGE_SIZES.default });
  const filters = useUrlFilters();
  const [params, setParams] = useSearchParams();
  const channel = filters.value('channel', CHANNEL_OPTIONS.map(([value]) => value), 'all');
  const messageId = params.get(MESSAGE_PARAM) ?? '';
  const result = useGetOutboxQuery({ page: list.page, size: list.size, search: list.search || undefined, channel });

  const openMessage = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(MESSAGE_PARAM, id);
        else next.delete(MESSAGE_PARAM);
        return next;
      },
      { replace: !id },
    );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') openMessage(null);
  };

  return (
    <div className={styles.page}>
      <div className={styles.list}>
        <ListScreen
          title="Outbox"
          searchPlaceholder="Search recipient, subject or message"
          controller={list}
          result={result}
          columns={columns}
          getRowId={(message) => message._id}
          onOpen={(message) => openMessage(message._id)}
          empty={{ title: 'Nothing sent yet', body: 'Quotes, comparisons and payment links sent to customers appear here.' }}
          filtered={channel !== 'all'}
          onClearFilters={() => filters.clear(['channel'])}
          filters={<ChoiceFilter label="Channel" value={channel} options={CHANNEL_OPTIONS} onChange={(value) => filters.set('channel', value, 'all')} />}
        />
      </div>
      <InlineDrawer
        open={Boolean(messageId)}
        position="end"
        size="medium"
        separator
        className={styles.drawer}
        aria-label="Sent message"
        onKeyDown={onKeyDown}
      >
        {messageId ? <OutboxMessageView key={messageId} id={messageId} onClose={() => openMessage(null)} /> : null}
      </InlineDrawer>
    </div>
  );
}
