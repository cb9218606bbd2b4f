import { Link } from 'react-router';

/** Unknown links and route errors for what is not there. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <title>Page not found · Second Shelf</title>
      <p className="font-serif text-7xl font-bold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="font-serif text-2xl font-bold text-stone-900">
        Looks like you've found the doorway to the great nothing
      </h1>
      <p className="text-stone-700">The page you were looking for is not on any of our shelves.</p>
      <Link to="/" className="btn-primary">
        Go back to Homepage
      </Link>
    </section>
  );
}
