import { formatDateTime } from '../../../shared/domain/format.js';

/**
 * "just now", "5 min ago", "3 h ago", then the date and time (FIELDS.md: relative time).
 *
 * @example relativeTime('2026-01-01T10:00:00Z', Date.parse('2026-01-01T10:05:00Z')) // '5 min ago'
 */
export function relativeTime(value: string, now = Date.now()): string {
  const ms = now - Date.parse(value);
  if (Number.isNaN(ms)) return '-';
  if (ms < 60_000) return 'just now';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min ago`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)} h ago`;
  return formatDateTime(value);
}
