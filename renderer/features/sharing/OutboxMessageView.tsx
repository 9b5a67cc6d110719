import {
  Body1,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useDownload } from '../../app/useDownload.js';
import { LoadError } from '../../components/LoadError.js';
import { show } from '../../components/display.js';
import { errorStatus } from '../../components/errorText.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { CHANNEL_LABELS, OutboxStatusBadge, recipientText, sizeText } from './outboxDisplay.js';
import { useGetOutboxMessageQuery, type OutboxRecord } from './sharingApi.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  message: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  attachment: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  heading: { ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 } },
});

/** What the message is called: its subject, else what it was and to whom. */
export function messageTitle(message: OutboxRecord): string {
  return message.subject?.trim() || `${CHANNEL_LABELS[message.channel]} to ${recipientText(message)}`;
}

function Message({ message }: { message: OutboxRecord }) {
  const styles = useStyles();
  const { download, downloading } = useDownload();
  const facts: Array<[string, ReactNode]> = [
    ['Channel', CHANNEL_LABELS[message.channel]],
    ['Recipient', recipientText(message)],
    ['Subject', show(message.subject)],
    ['Sent at', formatDateTime(message.createdAt)],
    ['Sent by', show(message.sentBy?.fullName)],
    ['Status', <OutboxStatusBadge key="status" status={message.status} />],
    ['Transport', show(message.transport)],
  ];
  return (
    <div className={styles.body}>
      {message.status === 'failed' ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Not delivered</MessageBarTitle>
            {message.error ?? 'The transport gave no reason.'}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.term}>
              <Caption1>{label}</Caption1>
            </dt>
            <dd className={styles.value}>
              <Body1>{value}</Body1>
            </dd>
          </div>
        ))}
      </dl>
      <section className={styles.section} aria-label="Message">
        <Subtitle2 as="h3">Message</Subtitle2>
        <pre className={styles.message} dir="auto" aria-label="Message body">
          {message.body}
        </pre>
      </section>
      <section className={styles.section} aria-label="Attachment">
        <Subtitle2 as="h3">Attachment</Subtitle2>
        {message.attachment ? (
          <div className={styles.attachment}>
            <AttachRegular aria-hidden />
            <Body1>{message.attachment.fileName}</Body1>
            <Caption1>{sizeText(message.attachment.size)}</Caption1>
            <Button
              size="small"
              icon={downloading ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
              disabled={downloading}
              onClick={() => void download('sharing.outboxAttachment', { params: { id: message._id } })}
            >
              Download
            </Button>
          </div>
        ) : (
          <Body1>None</Body1>
        )}
      </section>
    </div>
  );
}

/**
 * One sent message as the customer got it (the outbox's side panel): subject, recipient, the body
 * with its line breaks, status (with the transport's error), transport and the attachment to download.
 *
 * @example <OutboxMessageView id={messageId} onClose={close} />
 */
export function OutboxMessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const styles = useStyles();
  const result = useGetOutboxMessageQuery(id);
  const message = result.currentData;
  const waiting = useDelayedFlag(!message && !result.isError, 300);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A message opened from the list takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (message) headingRef.current?.focus();
  }, [message?._id]);

  const title = message ? messageTitle(message) : result.isError && errorStatus(result.error) === 404 ? 'Message not found' : 'Message';
  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ as: 'h2', ref: headingRef, tabIndex: -1, className: styles.heading }}
          action={<Button appearance="subtle" aria-label="Close message" icon={<DismissRegular />} onClick={onClose} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {message ? (
          <Message message={message} />
        ) : result.isError ? (
          errorStatus(result.error) === 404 ? (
            <Body1>This message no longer exists.</Body1>
          ) : (
            <LoadError error={result.error} onRetry={result.refetch} />
          )
        ) : waiting ? (
          <Spinner size="small" label="Loading message…" />
        ) : null}
      </DrawerBody>
    </>
  );
}
