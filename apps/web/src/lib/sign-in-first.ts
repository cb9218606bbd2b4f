import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';

/** What a visitor set out to do with a book before being asked to sign in, done once they have. */
export type Intent = 'book' | 'save' | 'report' | 'message';

const INTENTS: readonly Intent[] = ['book', 'save', 'report', 'message'];

const REASONS: Record<Intent, (bookName: string) => string> = {
  book: (bookName) => `Sign in to book ${bookName}`,
  message: (bookName) => `Sign in to ask the seller about ${bookName}`,
  save: (bookName) => `Sign in to save ${bookName} to your wishlist`,
  report: (bookName) => `Sign in to report ${bookName}`,
};

/** What the login and sign-up pages are told: where to come back to, and why they were asked. */
interface SignInState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
  reason: string;
}

/**
 * The intent this tab set out with (`<intent> <book id>`), in its session storage: a `?intent=` in a
 * link from elsewhere is not acted on, so no page can make a signed-in buyer save a book by linking
 * to it. Session storage outlives the sign-in's own round trips (Google's) in the same tab.
 */
const PENDING = 'second-shelf:intent';
const pending = () => {
  try {
    return sessionStorage.getItem(PENDING);
  } catch {
    return null;
  }
};
const setPending = (value: string | undefined) => {
  try {
    if (value === undefined) sessionStorage.removeItem(PENDING);
    else sessionStorage.setItem(PENDING, value);
  } catch {
    // Without storage (a locked-down browser) the visitor signs in and taps the button again.
  }
};

/**
 * Sends a visitor to sign in (or sign up, one link away) with a line saying why, and back to the
 * book's page afterwards with `?intent=`, where the page carries the action on.
 */
export function useSignInFirst(): (intent: Intent, book: { _id: string; book_name: string }) => void {
  const navigate = useNavigate();
  return useCallback(
    (intent: Intent, book: { _id: string; book_name: string }) => {
      const state: SignInState = {
        from: { pathname: `/book/${encodeURIComponent(book._id)}`, search: `?intent=${intent}`, hash: '' },
        reason: REASONS[intent](book.book_name),
      };
      setPending(`${intent} ${book._id}`);
      navigate('/login', { state });
    },
    [navigate],
  );
}

/** Why the visitor was sent to sign in, when a button said so; undefined otherwise. */
export function signInReason(location: Location): string | undefined {
  const reason = (location.state as Partial<SignInState> | null)?.reason;
  return typeof reason === 'string' && reason.length > 0 ? reason.slice(0, 300) : undefined;
}

/**
 * The action the page of book `bookId` was opened to carry on (`?intent=` after signing in, when
 * this tab asked for it), and the way to mark it done: the address and the tab lose it, so going
 * back or reloading does not do it again.
 */
export function useIntent(bookId: string): [Intent | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const value = params.get('intent');
  const intent = INTENTS.find((known) => known === value && pending() === `${known} ${bookId}`);
  const done = useCallback(() => {
    setPending(undefined);
    const next = new URLSearchParams(location.search);
    next.delete('intent');
    setParams(next, { replace: true, state: location.state });
  }, [location.search, location.state, setParams]);
  return [intent, done];
}
