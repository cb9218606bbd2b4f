import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@second-shelf/shared';
import { notificationLink, notificationText } from '@second-shelf/shared/notification-text';
import { CountBadge } from '../../../components/count-badge.js';
import { keepTabInside } from '../../../components/focus-trap.js';
import { iconBase, type IconProps } from '../../../components/icons.js';
import { ShowMoreButton } from '../../../components/list-states.js';
import { formatDateTime } from '../../../lib/format.js';
import { useLiveEvents } from '../../../lib/live-events.js';
import { useNotificationSummary } from '../api/get-notification-summary.js';
import { useNotifications } from '../api/get-notifications.js';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read.js';

const BellIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
  </svg>
);

/**
 * The bell of the navigation bar: the number of unread notifications, and their list below it. The
 * list is a small dialog like the phone menu: focus goes in and stays in, Escape or the bell close
 * it and give focus back to the bell; a click elsewhere closes it; opening a notification marks it
 * read and goes to its booking. The number follows the server's live events.
 */
export function NotificationBell() {
  const summary = useNotificationSummary();
  // The navigation shows the bell to signed-in people only: their stream tells of new notifications.
  useLiveEvents();
  const [isOpen, setIsOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = summary.data?.unread ?? 0;

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) button.current?.focus();
  };

  return (
    <div ref={anchor} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="relative flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
      >
        <BellIcon className="size-6" />
        <CountBadge count={unread} />
      </button>
      {isOpen && <NotificationPanel id={panelId} anchor={anchor} unread={unread} onClose={close} />}
    </div>
  );
}

function NotificationPanel({
  id,
  anchor,
  unread,
  onClose,
}: {
  id: string;
  anchor: RefObject<HTMLDivElement | null>;
  unread: number;
  onClose: (returnFocus: boolean) => void;
}) {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    element.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
      else keepTabInside(event, element, 'a,button');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anchor]);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    onClose(false);
  };

  return (
    // On a phone the list spans the screen below the header (the header, being blurred, is where
    // a fixed layer inside it is placed); from `sm` on it hangs below the bell.
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[70vh] flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <h2 className="font-serif text-lg font-bold text-stone-900">Notifications</h2>
        <p className="text-sm text-stone-600">{unread} unread</p>
        {unread > 0 && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-dark underline"
            disabled={markAll.isPending}
            // The button goes once all is read: the panel keeps the focus.
            onClick={() => markAll.mutate(undefined, { onSuccess: () => panel.current?.focus() })}
          >
            Mark all as read
          </button>
        )}
      </div>
      <div className="overflow-y-auto">
        {notifications.isPending ? (
          <p role="status" className="px-4 py-6 text-center text-stone-600">
            Loading…
          </p>
        ) : notifications.isError ? (
          <p role="alert" className="px-4 py-6 text-center text-red-800">
            The notifications could not be loaded. Please try again later.
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-stone-600">No notifications yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {items.map((notification) => (
              <li key={notification._id}>
                <Link
                  to={notificationLink(notification)}
                  onClick={() => open(notification)}
                  className={`flex gap-3 px-4 py-3 hover:bg-stone-100 ${notification.read ? '' : 'bg-amber-50'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`mt-2 size-2 shrink-0 rounded-full ${notification.read ? '' : 'bg-brand'}`}
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className={notification.read ? 'text-stone-700' : 'font-semibold text-stone-900'}>
                      {!notification.read && <span className="sr-only">Unread: </span>}
                      {notificationText(notification)}
                    </span>
                    <time dateTime={notification.createdAt} className="text-xs text-stone-600">
                      {formatDateTime(notification.createdAt)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {notifications.hasNextPage && (
          <ShowMoreButton
            className="border-t border-stone-100 p-3"
            buttonClassName="btn-secondary btn-sm"
            loading={notifications.isFetchingNextPage}
            onMore={() => void notifications.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
