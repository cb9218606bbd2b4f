import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a page an email's link opens: its title, what happened, and the way into the site. */
export function EmailLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      {children}
      <p>
        <Link to="/" className="font-semibold text-brand-dark underline">
          Go to Second Shelf
        </Link>
      </p>
    </section>
  );
}
