import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';

/** What a visitor set out to do with a book before being asked to sign in, done once they have. */
export type Intent = 'book' | 'save' | 'report';

const INTENTS: readonly Intent[] = ['book', 'save', 'report'];

const REASONS: Record<Intent, (bookName: string) => string> = {
  book: (bookName) => `Sign in to book ${bookName}`,
  save: (bookName) => `Sign in to save ${bookName} to your wishlist`,
  report: (bookName) => `Sign in to report ${bookName}`,
};

/** What the login and sign-up pages are told: where to come back to, and why they were asked. */
interface SignInState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
  reason: string;
}

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
 * The action a book's page was opened to carry on (`?intent=` after signing in), and the way to
 * mark it done: the address loses it, so going back or reloading does not do it again.
 */
export function useIntent(): [Intent | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const value = params.get('intent');
  const intent = INTENTS.find((known) => known === value);
  const done = useCallback(() => {
    const next = new URLSearchParams(location.search);
    next.delete('intent');
    setParams(next, { replace: true, state: location.state });
  }, [location.search, location.state, setParams]);
  return [intent, done];
}
