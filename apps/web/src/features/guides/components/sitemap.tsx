import type { Category, GuideSlug } from '@second-shelf/shared';
import { Link } from 'react-router';
import { GuideSection } from './guide-section.js';

/** The public pages, for people (search engines read /sitemap.xml). */
export function Sitemap({
  categories,
  guides,
}: {
  categories: Category[] | undefined;
  guides: { slug: GuideSlug; title: string }[];
}) {
  const link = 'inline-flex min-h-11 items-center underline';
  return (
    <>
      <GuideSection title="Books">
        <ul className="flex flex-col">
          <li>
            <Link to="/" className={link}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/search" className={link}>
              All books on sale
            </Link>
          </li>
          {categories?.map((category) => (
            <li key={category.category_id}>
              <Link to={`/category/${encodeURIComponent(category.category_id)}`} className={link}>
                {category.category_name}
              </Link>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection title="Guides and policies">
        <ul className="flex flex-col">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link to={`/guides/${guide.slug}`} className={link}>
                {guide.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/blog" className={link}>
              Blog
            </Link>
          </li>
        </ul>
      </GuideSection>
      <GuideSection title="Your account">
        <ul className="flex flex-col">
          <li>
            <Link to="/login" className={link}>
              Log in
            </Link>
          </li>
          <li>
            <Link to="/signup" className={link}>
              Sign up
            </Link>
          </li>
        </ul>
      </GuideSection>
    </>
  );
}
