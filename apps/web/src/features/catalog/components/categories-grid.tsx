import { useCategories } from '../api/get-categories.js';
import { ShowcaseCard } from './showcase-card.js';

/** One empty card for each of the specification's three categories while the list loads. */
const PLACEHOLDERS = ['first', 'second', 'third'];

/** Home: 'Books Categories {count}' and one card per category, linking to its books. */
export function CategoriesGrid() {
  const categories = useCategories();
  return (
    <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-heading" className="mb-6 font-serif text-3xl font-bold text-stone-900">
        Books Categories {categories.data?.length ?? ''}
      </h2>
      {categories.isPending && (
        <p role="status" className="sr-only">
          Loading the categories…
        </p>
      )}
      {categories.isError && (
        <p role="alert" className="text-red-800">
          The categories could not be loaded. Please try again later.
        </p>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {/* Empty cards of the real ones' size hold their place while the list loads, so that what
            follows (and is on screen on a phone) is not pushed down when it arrives. */}
        {categories.isPending &&
          PLACEHOLDERS.map((key) => (
            <li key={key} aria-hidden="true" className="rounded-xl border border-stone-200 bg-white">
              <div className="aspect-[3/2] bg-amber-50" />
              <div className="h-20" />
            </li>
          ))}
        {categories.data?.map((category, index) => (
          <li key={category._id}>
            <ShowcaseCard
              to={`/category/${category.category_id}`}
              picture={
                <img
                  src={category.image_url}
                  alt=""
                  width={480}
                  height={320}
                  className="aspect-[3/2] w-full object-cover"
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              }
              kicker="Special collection"
              title={category.category_name}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
