import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client.js';

// What is not there is rare on the first page: its screen loads when it is needed (the server has
// answered, so it can be loaded). A failure's screen is here, for when nothing else can be loaded.
const NotFound = lazy(() =>
  import('./routes/not-found.js').then((module) => ({ default: module.Component })),
);

/**
 * Inside the layout, in place of the screen. An address that names nothing shows the not-found page.
 * Any other failure (the network, the server, a screen's code that did not arrive) says so and
 * offers to try again, which loads the same address anew.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404)
  )
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  console.warn('Route error', error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>Something went wrong · Second Shelf</title>
      <h1 className="font-serif text-2xl font-bold text-stone-900">Something went wrong</h1>
      <p role="alert" className="text-stone-700">
        This page could not be loaded: check your connection, then try again.
      </p>
      <button type="button" className="btn-primary" onClick={() => navigate(location, { replace: true })}>
        Try again
      </button>
    </section>
  );
}
