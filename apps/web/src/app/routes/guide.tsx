import { isGuideSlug } from '@second-shelf/shared/screens';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.js';
import { NotFound } from '../../components/not-found.js';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.js';
import { GUIDES } from '../../features/guides/guides.js';

/**
 * A guide (/guides/:slug), drawn on the server like the blog; an unknown one is not found. The
 * sitemap lists the categories (catalog), which the server's page brings along.
 */
export function Component() {
  const { slug = '' } = useParams();
  const categories = useQuery({ ...categoriesQueryOptions, enabled: slug === 'sitemap' });
  if (!isGuideSlug(slug)) return <NotFound />;
  const { title, description, Body } = GUIDES[slug];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 text-stone-700">
      <PageMeta title={`${title} · Second Shelf`} description={description} path={`/guides/${slug}`} />
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      <Body categories={categories.data} />
    </article>
  );
}
