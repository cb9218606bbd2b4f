import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useUser } from '../lib/auth.js';
import { useRoles } from '../lib/roles.js';
import { LoadingScreen } from './loading-screen.js';
import { LoadProblem } from './placeholders.js';
import { StartSellingButton } from './start-selling-button.js';

export type Role = 'buyer' | 'seller' | 'admin';

/**
 * Where the visitor was going, for the login page to bring them back: one object per address.
 * <Navigate> navigates again whenever its state is a new object, and it is drawn again on every
 * step of the navigation it started, until the login page's code has arrived.
 */
function useOrigin() {
  const location = useLocation();
  return useMemo(() => ({ from: location }), [location]);
}

/**
 * While the session is checked, the spinner; when the server did not say who is signed in (it
 * cannot be reached, or failed), the person is not sent to /login as if signed out: the spinner
 * stays while the server is retried, or a server's failure offers Try again.
 */
function useSessionCheck() {
  const session = useUser();
  const waiting = session.isPending || session.isLoadingError;
  const state = waiting ? (
    session.isLoadingError ? (
      <LoadProblem
        error={session.error}
        onRetry={() => void session.refetch()}
        placeholder={<LoadingScreen />}
      />
    ) : (
      <LoadingScreen />
    )
  ) : null;
  return { user: session.data, state };
}

/** Signed-in visitors only; others go to /login, which brings them back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, state } = useSessionCheck();
  const origin = useOrigin();
  if (state) return state;
  if (!user) return <Navigate to="/login" replace state={origin} />;
  return children;
}

/** A role's screens: visitors sign in first; a signed-in user without the role is told so. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, state } = useSessionCheck();
  const roles = useRoles(user?.email);
  const origin = useOrigin();
  if (state) return state;
  if (roles.isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={origin} />;
  const allowed = role === 'admin' ? roles.isAdmin : role === 'seller' ? roles.isSeller : roles.isBuyer;
  if (!allowed) return <NotAllowed role={role} />;
  return children;
}

function NotAllowed({ role }: { role: Role }) {
  // Every account may sell: one press away, in the same account.
  if (role === 'seller')
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-serif text-3xl font-bold text-stone-900">Sell your books on Second Shelf</h1>
        <p className="text-stone-700">
          Your account buys books. Start selling to list yours and open this page: the same account, no new
          sign-in, and you keep buying.
        </p>
        <StartSellingButton stay />
      </section>
    );
  const article = role === 'admin' ? 'an' : 'a';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">This page is not for your account</h1>
      <p className="text-stone-700">
        Only {article} {role} can open this page. You are signed in with an account that is not {article}{' '}
        {role}.
      </p>
      <Link to="/" className="btn-primary">
        Go back to Homepage
      </Link>
    </section>
  );
}
