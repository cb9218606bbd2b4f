import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found.js';
import { ApiError } from '../lib/api-client.js';
import { Footer } from '../components/layout/footer.js';
import { Navbar } from '../components/layout/navbar.js';

/** Spec 2: route errors show the not-found page; a real failure also says what happened. */
export function RouteError() {
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404);
  if (!notFound) console.warn('Route error', error);
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        <NotFound />
        {!notFound && (
          <p role="alert" className="-mt-16 mb-16 text-center text-stone-700">
            Something went wrong while loading this page. Please try again.
          </p>
        )}
      </main>
      <Footer />
    </div>
  );
}
