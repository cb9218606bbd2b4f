import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card of the home page, one link as a whole: a picture, a small line above the title, the title,
 * and what the card adds below it. The categories and the advertised books share it.
 */
export function ShowcaseCard({
  to,
  picture,
  kicker,
  title,
  children,
}: {
  to: string;
  picture: ReactNode;
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      {picture}
      <span className="flex min-w-0 flex-col px-3 pt-3 pb-4 md:px-5 md:pt-4 md:pb-5">
        <span className="truncate text-xs font-bold tracking-widest text-brand uppercase">{kicker}</span>
        <span className="line-clamp-2 font-serif text-lg font-bold break-words text-stone-900 group-hover:text-brand-dark md:text-xl">
          {title}
        </span>
        {children}
      </span>
    </Link>
  );
}
