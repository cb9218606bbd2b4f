import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_WARNING_TEXT, type Message } from '@second-shelf/shared';
import { TextAreaField } from '../../../components/text-area-field.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { formatDateTime } from '../../../lib/format.js';
import { useMessages } from '../api/get-messages.js';
import { useSendMessage } from '../api/send-message.js';

/** The counter shows from here on: most messages are far shorter, and need no number under them. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;
const count = (value: number) => value.toLocaleString('en-US');

/** What went wrong, said so that the writer knows what to do (their text stays in the box). */
function sendError(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'You are sending messages too quickly. Wait a minute, then send this one again.';
  return errorMessage(error);
}

/**
 * The warning a message carries, for this reader: a way to deal elsewhere is shown to both sides, a
 * request to pay outside the app to the one who received it.
 */
function warningFor(message: Message, isOwn: boolean): string | null {
  if (message.warning === 'contact') return MESSAGE_WARNING_TEXT.contact;
  if (message.warning === 'payment' && !isOwn) return MESSAGE_WARNING_TEXT.payment;
  return null;
}

function MessageItem({ message, isOwn }: { message: Message; isOwn: boolean }) {
  const warning = warningFor(message, isOwn);
  return (
    <li className={`flex flex-col gap-1 ${isOwn ? 'items-end' : 'items-start'}`}>
      <p className="text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{isOwn ? 'You' : message.senderName}</span>
        {' · '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
      {/* Text only: React writes it as text, never as markup; line breaks kept. */}
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap ${
          isOwn ? 'rounded-br-sm bg-brand-dark text-white' : 'rounded-bl-sm bg-stone-100 text-stone-900'
        }`}
      >
        {message.body}
      </p>
      {warning && (
        <p
          className={`max-w-[85%] rounded-lg px-3 py-1 text-xs font-semibold ${
            message.warning === 'payment' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {warning}
        </p>
      )}
    </li>
  );
}

/**
 * A conversation (a booking's thread, or questions before booking): oldest at the top, the newest at
 * the bottom, earlier pages on demand; a box labelled "Message" and a Send button. The other side's
 * messages arrive through the page's live stream (lib/live-events.ts), which adds them to the same
 * cache. `bookingId`: written on that booking's page.
 */
export function MessageThread({
  conversationId,
  bookingId,
  viewerId,
  closed,
  actions,
}: {
  conversationId: string;
  bookingId?: string;
  viewerId: string | null;
  /** Why nothing more can be sent (a block), shown instead of the box. */
  closed?: string;
  /** Beside the heading: Block on a booking's page. */
  actions?: ReactNode;
}) {
  const thread = useMessages(conversationId);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const log = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the bottom of the thread: only then does a new message scroll it. */
  const isAtBottom = useRef(true);
  /** Before earlier messages are put on top: the distance from the bottom, to keep the reader's place. */
  const keptFromBottom = useRef<number | null>(null);

  const messages = (thread.data?.pages.flatMap((page) => page.items) ?? []).reverse();
  const newestId = messages.at(-1)?._id;

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (keptFromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - keptFromBottom.current;
      keptFromBottom.current = null;
    } else if (isAtBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length, newestId]);

  const loadEarlier = () => {
    const element = log.current;
    if (element) keptFromBottom.current = element.scrollHeight - element.scrollTop;
    void thread.fetchNextPage();
  };

  const length = text.trim().length;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (length === 0) {
      setError('Write a message first');
      return;
    }
    if (length > MESSAGE_MAX_LENGTH) {
      setError(`Message must be at most ${count(MESSAGE_MAX_LENGTH)} characters`);
      return;
    }
    try {
      await send.mutateAsync({ conversationId, bookingId, body: text });
      isAtBottom.current = true;
      setText('');
      setError(null);
    } catch (failure) {
      setError(sendError(failure));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter starts a new line, as in any text box; Ctrl+Enter (⌘+Enter) sends.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-bold text-stone-900">
          Messages
        </h2>
        {actions}
      </div>
      {thread.isPending ? (
        <p role="status" className="text-stone-700">
          Loading the messages…
        </p>
      ) : thread.isError ? (
        <p role="alert" className="text-red-800">
          The messages could not be loaded. Please try again later.
        </p>
      ) : (
        <div
          ref={log}
          role="log"
          aria-label="Message thread"
          // A box that scrolls is reachable with the keyboard.
          tabIndex={0}
          onScroll={(event) => {
            const element = event.currentTarget;
            isAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
          }}
          className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto rounded-xl border border-stone-200 bg-white p-4"
        >
          {thread.hasNextPage && (
            <button
              type="button"
              className="btn-secondary btn-sm self-center"
              onClick={loadEarlier}
              disabled={thread.isFetchingNextPage}
            >
              {thread.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
            </button>
          )}
          {messages.length === 0 ? (
            <p className="py-6 text-center text-stone-700">
              No messages yet. Say hello and agree on when and where to meet.
            </p>
          ) : (
            <ol className="flex flex-col gap-4">
              {messages.map((message) => (
                <MessageItem
                  key={message._id}
                  message={message}
                  isOwn={viewerId !== null && message.senderId === viewerId}
                />
              ))}
            </ol>
          )}
        </div>
      )}
      {closed ? (
        <p role="status" className="rounded-lg bg-stone-100 p-3 text-stone-800">
          {closed}
        </p>
      ) : thread.isPending ? null : (
        // The box to write in shows once the thread is in: it does not move under the writer's
        // pointer when the messages arrive above it (a click between its press and its release
        // there would be lost).
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextAreaField
            label="Message"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            maxLength={MESSAGE_MAX_LENGTH}
            allowOverflow
            length={length}
            counterFrom={COUNTER_FROM}
            error={error}
            className="flex flex-col gap-2"
            action={
              <button type="submit" className="btn-primary ml-auto" disabled={send.isPending}>
                Send
              </button>
            }
          />
        </form>
      )}
    </section>
  );
}
