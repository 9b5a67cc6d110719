import { describe, expect, it } from 'vitest';
import type { Notification, NotificationListResult } from '../../../shared/contract/notifications/index.js';
import { mergeUpdate } from './notificationsApi.js';

const at = '2026-11-22T06:00:00.000Z';
function notification(id: string, isRead = false): Notification {
  return { _id: id, kind: 'documentUploaded', title: 'Document uploaded', description: id, recordType: 'customer', recordId: 'c1', isRead, createdAt: at, updatedAt: at };
}
const list = (items: Notification[], unreadCount: number): NotificationListResult => ({ success: true, data: items, unreadCount });

describe('mergeUpdate', () => {
  it('puts the latest notifications first and counts the new unread ones', () => {
    const merged = mergeUpdate(list([notification('a', true), notification('b')], 1), { data: [notification('c')] });
    expect(merged.data.map((n) => n._id)).toEqual(['c', 'a', 'b']);
    expect(merged.unreadCount).toBe(2);
  });

  it('replaces a notification it already holds instead of listing it twice', () => {
    const merged = mergeUpdate(list([notification('a'), notification('b')], 2), { data: [notification('a', true)] });
    expect(merged.data.map((n) => n._id)).toEqual(['a', 'b']);
    expect(merged.unreadCount).toBe(1);
  });

  it('keeps at most 50', () => {
    const many = Array.from({ length: 50 }, (_, index) => notification(`n${index}`, true));
    expect(mergeUpdate(list(many, 0), { data: [notification('new')] }).data).toHaveLength(50);
  });
});
