import { useCategories } from '../api/get-categories.js';
import { ShowcaseCard } from './showcase-card.js';

/**
 * Home: 'Book categories' with their count and one card per category, linking to its books. A
 * phone shows the names alone: the three pictures of shelves would fill its screen.
 */
export function CategoriesGrid() {
  const categories = useCategories();
  return (
    <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-heading" className="mb-6 font-serif text-3xl font-bold text-stone-900">
        Book categories{' '}
        {categories.data && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 align-middle font-sans text-base text-brand-dark">
            {categories.data.length}
          </span>
        )}
      </h2>
      {categories.isError && (
        <p role="alert" className="text-red-800">
          The categories could not be loaded.
        </p>
      )}
      {/* The last section but one: what follows is not pushed down off a phone's screen when they come. */}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {categories.data?.map((category) => (
          <li key={category._id}>
            <ShowcaseCard
              to={`/category/${category.category_id}`}
              picture={
                <img
                  src={category.image_url}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover max-sm:hidden"
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
