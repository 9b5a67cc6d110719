import { Badge } from '@fluentui/react-components';
import type { OutboxChannel } from '../../../shared/contract/sharing/sharing.schema.js';
import { formatUaeMobile, isValidUaeMobile, normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import type { OutboxChannelFilter, OutboxRecord } from './sharingApi.js';

export const CHANNEL_LABELS: Record<OutboxChannel, string> = { email: 'E-mail', sms: 'SMS', chatbot: 'Chatbot' };

/** The channel filter, `all` first. */
export const CHANNEL_OPTIONS: ReadonlyArray<readonly [OutboxChannelFilter, string]> = [
  ['all', 'All'],
  ['email', CHANNEL_LABELS.email],
  ['sms', CHANNEL_LABELS.sms],
  ['chatbot', CHANNEL_LABELS.chatbot],
];

const STATUS: Record<OutboxRecord['status'], { label: string; color: 'success' | 'informative' | 'danger' }> = {
  sent: { label: 'Sent', color: 'success' },
  recorded: { label: 'Recorded (sandbox)', color: 'informative' },
  failed: { label: 'Failed', color: 'danger' },
};

/** A message's status in words (never colour alone). */
export function OutboxStatusBadge({ status }: { status: OutboxRecord['status'] }) {
  const { label, color } = STATUS[status];
  return (
    <Badge appearance="tint" shape="rounded" color={color}>
      {label}
    </Badge>
  );
}

/** The subject of an e-mail, else the first non-blank line of the body. */
export function subjectOrFirstLine(message: Pick<OutboxRecord, 'subject' | 'body'>): string {
  const subject = message.subject?.trim();
  if (subject) return subject;
  return message.body.split(/\r?\n/).find((line) => line.trim())?.trim() ?? '-';
}

/** A mobile recipient as `+971 5X XXX XXXX`; an address as it is. */
export function recipientText(message: Pick<OutboxRecord, 'channel' | 'recipient'>): string {
  if (message.channel === 'email') return message.recipient || '-';
  const digits = normalizeUaeMobile(message.recipient);
  return isValidUaeMobile(digits) ? formatUaeMobile(digits) : message.recipient || '-';
}

/** `12.3 KB`, `1.2 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
