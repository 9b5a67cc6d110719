import {
  Body1, Button, Caption1, CounterBadge, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { AlertRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notificationLink, type Notification } from '../../../shared/contract/notifications/index.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectConnection } from '../../app/live/liveSlice.js';
import { relativeTime } from './relativeTime.js';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './notificationsApi.js';

export const EMPTY_TEXT = 'There is no notification found';
/** A lost server is the window's offline banner; this is only the socket refusing the session. */
export const REFUSED_TEXT = 'Live updates stopped: sign in again to resume';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // The badge sits beside the button, not in it: the button clips what overflows it.
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', insetInlineEnd: '-4px', pointerEvents: 'none' },
  offline: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteDarkOrangeForeground1 },
  surface: { width: '360px', maxHeight: '480px', overflowY: 'auto', padding: 0 },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'block', width: '100%', textAlign: 'start', border: 'none', background: 'none', cursor: 'pointer',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
  unread: { boxShadow: `inset 3px 0 0 ${tokens.colorCompoundBrandStroke}` },
  title: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingHorizontalM },
});

/**
 * The title bar's bell: unread count, a panel with the newest notifications (click opens the
 * record and marks it read), and a connection indicator when live updates are interrupted.
 */
export function NotificationBell() {
  const styles = useStyles();
  const navigate = useNavigate();
  const state = useAppSelector(selectConnection);
  const { pathname } = useLocation();
  const { data } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const [panelOpen, setPanelOpen] = useState(false);
  // Any route change (a link, Back, an OS notification, a deep link) leaves the panel behind.
  useEffect(() => setPanelOpen(false), [pathname]);
  const unread = data?.unreadCount ?? 0;
  const items = data?.data ?? [];

  const open = (notification: Notification) => {
    setPanelOpen(false);
    if (!notification.isRead) void markRead([notification._id]);
    void navigate(notificationLink(notification));
  };
  const unreadIds = items.filter((notification) => !notification.isRead).map((notification) => notification._id);

  return (
    <div className={styles.root}>
      {state === 'refused' ? (
        <Text role="status" size={200} className={styles.offline}>
          <PlugDisconnectedRegular aria-hidden />
          {REFUSED_TEXT}
        </Text>
      ) : null}
      <Popover positioning="below-end" trapFocus open={panelOpen} onOpenChange={(_, data) => setPanelOpen(data.open)}>
        <span className={styles.bell}>
          <PopoverTrigger disableButtonEnhancement>
            <Button appearance="subtle" aria-label={`Notifications, ${unread} unread`} icon={<AlertRegular />} />
          </PopoverTrigger>
          {unread > 0 ? <CounterBadge className={styles.badge} count={unread} size="small" overflowCount={99} aria-hidden /> : null}
        </span>
        <PopoverSurface className={styles.surface} aria-label="Notifications">
          <div className={styles.header}>
            <Text weight="semibold">Notifications</Text>
            {unreadIds.length > 0 ? (
              <Button size="small" appearance="subtle" onClick={() => void markRead(unreadIds)}>
                Mark all read
              </Button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <Body1 className={styles.empty}>{EMPTY_TEXT}</Body1>
          ) : (
            <ul className={styles.list} aria-label="Notification list">
              {items.map((notification) => (
                <li key={notification._id}>
                  <button type="button" className={`${styles.item} ${notification.isRead ? '' : styles.unread}`} onClick={() => open(notification)}>
                    <Body1 className={styles.title} block>
                      {notification.title}
                      {notification.isRead ? '' : ' · New'}
                    </Body1>
                    <Body1 block dir="auto">{notification.description}</Body1>
                    <Caption1 className={styles.meta}>{relativeTime(notification.createdAt)}</Caption1>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PopoverSurface>
      </Popover>
    </div>
  );
}
