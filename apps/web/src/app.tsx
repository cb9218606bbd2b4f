import { useEffect, useState } from 'react';
import type { Category } from '@second-shelf/shared';

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; categories: Category[] };

/** The first page of Second Shelf: the categories, straight from the API. The full screens follow. */
export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/categories', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        setState({ status: 'ready', categories: (await response.json()) as Category[] });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      });
    return () => controller.abort();
  }, []);

  return (
    <main>
      <header>
        <a href="/" className="brand">
          Second Shelf
        </a>
      </header>
      <section className="hero">
        <h1>All Kinds of Books</h1>
      </section>
      <section aria-labelledby="categories-heading">
        {state.status === 'loading' && <p role="status">Loading categories…</p>}
        {state.status === 'error' && <p role="alert">Could not load the categories: {state.message}</p>}
        {state.status === 'ready' && (
          <>
            <h2 id="categories-heading">Books Categories {state.categories.length}</h2>
            <ul className="categories">
              {state.categories.map((category) => (
                <li key={category._id}>
                  <a href={`/category/${category.category_id}`}>
                    <img src={category.image_url} alt="" width={480} height={320} />
                    <span className="label">Special collection</span>
                    <span className="name">{category.category_name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
