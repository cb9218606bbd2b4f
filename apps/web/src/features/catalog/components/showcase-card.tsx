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
      <span className="flex flex-col px-5 pt-4 pb-5">
        <span className="text-xs font-bold tracking-widest text-brand uppercase">{kicker}</span>
        <span className="font-serif text-xl font-bold text-stone-900 group-hover:text-brand-dark">
          {title}
        </span>
        {children}
      </span>
    </Link>
  );
}
