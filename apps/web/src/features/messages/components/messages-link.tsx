import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/count-badge.js';
import { iconBase, type IconProps } from '../../../components/icons.js';
import { useUnreadConversations } from '../api/conversations.js';

const ChatIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

/**
 * Messages in the navigation bar: the inbox, with how many conversations hold a message not opened
 * yet (the count follows the bell's live stream: a new message is a notification too).
 */
export function MessagesLink() {
  const unread = useUnreadConversations(true).data ?? 0;
  return (
    <NavLink
      to="/messages"
      aria-label={`Messages, ${unread} unread`}
      className={({ isActive }) =>
        `relative flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 ${isActive ? 'bg-amber-100' : ''}`
      }
    >
      <ChatIcon className="size-6" />
      <CountBadge count={unread} />
    </NavLink>
  );
}
