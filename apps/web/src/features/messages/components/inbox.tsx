import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '@second-shelf/shared';
import { CoverImage } from '../../../components/cover-image.js';
import { useLiveEvents } from '../../../lib/live-events.js';
import { flattenPages } from '../../../lib/paged-list.js';
import { useConversation, useConversations, useMarkConversationRead } from '../api/conversations.js';
import { BlockButton } from './block-button.js';
import { BLOCKED_THREAD } from './blocked.js';
import { MessageThread } from './message-thread.js';

const STATE_LABEL: Record<NonNullable<Conversation['booking']>['state'], string> = {
  requested: 'Booking requested',
  accepted: 'Booking accepted',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled',
  expired: 'Booking expired',
  completed: 'Sold',
};

function ConversationRow({ conversation, isOpen }: { conversation: Conversation; isOpen: boolean }) {
  const last = conversation.lastMessage;
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(conversation._id)}`}
        aria-current={isOpen ? 'page' : undefined}
        className={`flex gap-3 rounded-xl p-3 hover:bg-stone-100 ${isOpen ? 'bg-amber-50' : ''}`}
      >
        <CoverImage
          src={conversation.image_url}
          alt=""
          sizes="48px"
          width={48}
          height={64}
          className="h-16 w-12 shrink-0 rounded object-cover"
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={`truncate ${conversation.unread ? 'font-bold text-stone-900' : 'text-stone-800'}`}
            >
              {conversation.other.name}
            </span>
            {conversation.unread && (
              <span className="shrink-0 rounded-full bg-brand-dark px-2 text-xs font-bold text-white">
                New
              </span>
            )}
          </span>
          <span className="truncate text-sm text-stone-700">{conversation.bookName}</span>
          {last && (
            <span className="truncate text-sm text-stone-600">
              {last.senderId === conversation.other.id ? '' : 'You: '}
              {last.body}
            </span>
          )}
          {conversation.booking && (
            <span className="text-xs font-semibold text-brand-dark">
              {STATE_LABEL[conversation.booking.state]}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The list of conversations, the latest activity first, more on demand. */
function ConversationList({ openId }: { openId?: string }) {
  const conversations = useConversations();
  const { items } = flattenPages(conversations.data?.pages);
  if (conversations.isPending)
    return (
      <p role="status" className="p-3 text-stone-700">
        Loading your messages…
      </p>
    );
  if (conversations.isError)
    return (
      <p role="alert" className="p-3 text-red-800">
        Your messages could not be loaded. Please try again later.
      </p>
    );
  if (items.length === 0)
    return (
      <p className="p-3 text-stone-700">
        No messages yet. Ask a seller about a book with <strong>Message seller</strong> on its page.
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Conversations" className="flex flex-col gap-1">
        {items.map((conversation) => (
          <ConversationRow
            key={conversation._id}
            conversation={conversation}
            isOpen={conversation._id === openId}
          />
        ))}
      </ul>
      {conversations.hasNextPage && (
        <button
          type="button"
          className="btn-secondary btn-sm self-center"
          disabled={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          {conversations.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}

/** What the screen adds beside Block in a conversation's header: Report, from the reports feature. */
export type ConversationActions = (conversation: { id: string; otherName: string }) => ReactNode;

/** One conversation: the book and the other person, Block, and the thread, kept live and read. */
function ConversationPane({
  id,
  viewerId,
  actions,
}: {
  id: string;
  viewerId: string;
  actions: ConversationActions;
}) {
  const conversation = useConversation(id);
  const markRead = useMarkConversationRead();
  const data = conversation.data;
  const newest = data?.lastMessage?.createdAt;
  useLiveEvents({ conversationId: id, enabled: data !== undefined });
  // Opened, and again whenever a new message shows while it is open: read at once, on every tab.
  const read = useEffectEvent(() => markRead.mutate(id));
  const unread = data?.unread === true;
  useEffect(() => {
    if (unread) read();
  }, [unread, newest]);

  if (conversation.isPending)
    return (
      <p role="status" className="text-stone-700">
        Loading the conversation…
      </p>
    );
  if (conversation.isError || !data)
    return (
      <p role="alert" className="text-red-800">
        This conversation could not be loaded.
      </p>
    );
  const other = data.other;
  return (
    <article aria-labelledby="conversation-heading" className="flex flex-col gap-4">
      <Link
        to="/messages"
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-dark underline md:hidden"
      >
        ← All messages
      </Link>
      <header className="flex flex-wrap items-start gap-3">
        <CoverImage
          src={data.image_url}
          alt=""
          sizes="48px"
          width={48}
          height={64}
          className="h-16 w-12 rounded object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id="conversation-heading" className="truncate font-serif text-xl font-bold text-stone-900">
            {data.productId ? (
              <Link
                to={`/book/${encodeURIComponent(data.productId)}`}
                className="inline-flex min-h-11 items-center"
              >
                {data.bookName}
              </Link>
            ) : (
              data.bookName
            )}
          </h2>
          <p className="text-sm text-stone-700">
            With{' '}
            {other.id ? (
              <Link
                to={`/users/${encodeURIComponent(other.id)}`}
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                {other.name}
              </Link>
            ) : (
              other.name
            )}
            {data.booking && (
              <>
                {' · '}
                <Link
                  to={`/bookings/${encodeURIComponent(data.booking._id)}`}
                  className="font-semibold underline"
                >
                  View booking
                </Link>
              </>
            )}
          </p>
        </div>
        {other.id && (
          <div className="flex shrink-0 gap-2 max-sm:w-full max-sm:justify-end">
            <BlockButton person={{ id: other.id, name: other.name }} />
            {actions({ id, otherName: other.name })}
          </div>
        )}
      </header>
      <MessageThread
        conversationId={id}
        viewerId={viewerId}
        closed={data.blocked ? BLOCKED_THREAD : undefined}
      />
    </article>
  );
}

/**
 * Messages: every conversation and booking thread, the latest first, beside the one open. On a
 * phone the list and a conversation are separate screens, with a link back to the list.
 */
export function Inbox({
  openId,
  viewerId,
  actions,
}: {
  openId?: string;
  viewerId: string;
  actions: ConversationActions;
}) {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <h1 className={`font-serif text-3xl font-bold text-stone-900 ${openId ? 'max-md:sr-only' : ''}`}>
        Messages
      </h1>
      <div className="grid gap-6 md:grid-cols-[20rem_minmax(0,1fr)]">
        <nav aria-label="Your conversations" className={openId ? 'max-md:hidden' : ''}>
          <ConversationList openId={openId} />
        </nav>
        {openId ? (
          <ConversationPane key={openId} id={openId} viewerId={viewerId} actions={actions} />
        ) : (
          <p className="hidden self-center text-center text-stone-700 md:block">
            Choose a conversation to read it.
          </p>
        )}
      </div>
    </section>
  );
}
