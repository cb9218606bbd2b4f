// The keys of conversations and their messages: out of lib/query-keys.ts, which the first page's
// bundle carries whole, as only the pages with messages (and the live stream) use them.

/** Every conversation list (the inbox) and count of the person. */
export const allConversationsKey = ['conversations'] as const;
export const conversationsSummaryKey = [...allConversationsKey, 'summary'] as const;
export const conversationsListKey = [...allConversationsKey, 'list'] as const;
/** One conversation's head (the book, the other person, its booking). */
export const conversationKey = (id: string) => [...allConversationsKey, 'one', id] as const;
/** A conversation's messages (a booking's thread is its conversation). */
export const conversationMessagesKey = (id: string) => ['conversation', id, 'messages'] as const;
/** The people the person blocked. */
export const blockedKey = ['blocked'] as const;
